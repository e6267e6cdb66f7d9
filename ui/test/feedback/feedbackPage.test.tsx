import { expect } from "chai";
import FeedbackPage from "../../src/feedback/FeedbackPage";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const BRANCHES = [
  { id: 1, name: "Toshkent filiali" },
  { id: 2, name: "Samarqand filiali" },
];
const REGIONS = [
  { id: 1, name: "Andijon viloyati" },
  { id: 14, name: "Toshkent shahri" },
];
const CITIES = [
  { id: 140, name: "Yunusobod tumani" },
  { id: 141, name: "Chilonzor tumani" },
];

const fieldErrors = (container: HTMLElement) =>
  [...container.querySelectorAll(".field__error")].map((el) => el.textContent);

describe("the feedback form (spec 2.2, 4, 5)", () => {
  let http: ReturnType<typeof stubFetch>;
  let container: HTMLElement;

  beforeEach(async () => {
    http = stubFetch()
      .reply("GET", "/api/front/branches", { body: BRANCHES })
      .reply("GET", "/api/front/regions", { body: REGIONS })
      .reply("GET", "/api/front/cities/14", { body: CITIES })
      .reply("POST", "/apply", { body: { success: true } });
    ({ container } = await render(<FeedbackPage />));
    await settle();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
  });

  const tab = (name: string) => byText(container, name, "[role=tab]");
  const submit = () => container.querySelector("button[type=submit]") as HTMLButtonElement;
  const posts = () => http.calls.filter((c) => c.method === "POST");

  it("opens on the anonymous tab, 'Anonim', with the send button 'Yuborish'", () => {
    expect(tab("Anonim")?.getAttribute("aria-selected")).to.equal("true");
    expect(submit().textContent).to.equal("Yuborish");
  });

  it("shows the anonymous tab's messages and sends nothing", async () => {
    await click(submit());
    expect(fieldErrors(container)).to.deep.equal(["Xabarni to`ldiring", "Filialni tanlang"]);
    expect(posts()).to.deep.equal([]);
  });

  it("shows every message of the identified tab", async () => {
    await click(tab("Shaxsni oshkor qilgan holda"));
    await click(submit());
    expect(fieldErrors(container)).to.deep.equal([
      "Xabarni to'ldiring",
      "FIO ni to'ldiring",
      "Email ni to'ldiring",
      "Telefon ni to'ldiring",
      "Filialni tanlang",
      "Viloyatni tanlang",
      "Tumanni tanlang",
    ]);
  });

  it("clears the errors when the tab is switched", async () => {
    await click(submit());
    await click(tab("Shaxsni oshkor qilgan holda"));
    expect(fieldErrors(container)).to.deep.equal([]);
  });

  it("clears a field's error when that field is edited, and only that one", async () => {
    await click(submit());
    await type(byLabel(container, "Xabar"), "Salom");
    expect(fieldErrors(container)).to.deep.equal(["Filialni tanlang"]);
  });

  it("loads the districts of the chosen region and preselects the first", async () => {
    await click(tab("Shaxsni oshkor qilgan holda"));
    await type(byLabel(container, "Viloyat"), "14");
    await settle();
    const district = byLabel(container, "Tuman") as HTMLSelectElement;
    expect(district.value).to.equal("140");
    expect([...district.options].map((o) => o.textContent)).to.include("Chilonzor tumani");
  });

  it("takes only digits after the fixed +998 and sends them with it", async () => {
    await click(tab("Shaxsni oshkor qilgan holda"));
    expect(container.textContent).to.include("+998");
    await type(byLabel(container, "Xabar"), "Savolim bor");
    await type(byLabel(container, "F.I.O."), "Aziz Karimov");
    await type(byLabel(container, "Email"), "aziz@example.uz");
    await type(byLabel(container, "Telefon"), "90-123 45 67");
    await type(byLabel(container, "Filial"), "2");
    await type(byLabel(container, "Viloyat"), "14");
    await settle();
    await click(submit());
    await settle();
    expect(posts()[0]?.body).to.include({
      type: "public",
      phone: "+998901234567",
      branch_id: 2,
      region_id: 14,
      district_id: 140,
      public_msg: "Savolim bor",
    });
  });

  it("says 'Muvaffaqiyatli yuborildi' and resets message, name, email and phone after a send", async () => {
    await type(byLabel(container, "Xabar"), "Rahmat");
    await type(byLabel(container, "Filial"), "1");
    await click(submit());
    await settle();
    expect(byText(document.body, "Muvaffaqiyatli yuborildi", ".toast__text")).to.not.equal(undefined);
    expect((byLabel(container, "Xabar") as HTMLTextAreaElement).value).to.equal("");
    expect((byLabel(container, "Filial") as HTMLSelectElement).value).to.equal("1");
  });

  it("reads 'Iltimos kutib turing...' and is disabled while sending", async () => {
    let release: () => void = () => {};
    http.reply("POST", "/apply", () => ({ body: { success: true } }));
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await pending;
      return original(...args);
    }) as typeof fetch;
    try {
      await type(byLabel(container, "Xabar"), "Rahmat");
      await type(byLabel(container, "Filial"), "1");
      await click(submit());
      expect(submit().textContent).to.equal("Iltimos kutib turing...");
      expect(submit().disabled).to.equal(true);
    } finally {
      release();
      globalThis.fetch = original;
      await settle();
    }
  });
});
