import { expect } from "chai";
import { Route, Routes, useLocation } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import { SessionProvider } from "../../src/session/SessionContext";
import StandardsPage from "../../src/standards/StandardsPage";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const STANDARDS = "/api/staff/standards";
const BRANCHES = [
  { id: 1, name: "Bosh ofis (Toshkent shahri)" },
  { id: 3, name: "Andijon filiali" },
  { id: 5, name: "Buxoro filiali" },
];

const aUser = (role: "staff" | "reviewer", branches?: number[]) => ({
  id: 7,
  login: "demo.staff.branch",
  role,
  corporate: 0,
  info: { first_name: "Aziza", last_name: "Karimova" },
  ...(branches ? { branches } : {}),
});

const aStandard = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  name: "Gir toshlari toʻplami F1",
  type: "F1 1 mg – 500 g",
  serial_number: "GT-2041",
  range: "1 mg – 500 g",
  accuracy: "F1",
  certificate: { number: "UzNIM-2026-0412", issuer: "UzNIM", valid_until: "2027-12-31" },
  branch_id: 3,
  branch_name: "Andijon filiali",
  state: "valid",
  ...fields,
});

const LIST = [
  aStandard(),
  aStandard({
    id: 2,
    name: "Bosim kalibratori",
    serial_number: "517-0093",
    certificate: { number: "UzNIM-2025-1187", issuer: "UzNIM", valid_until: "2026-11-30" },
    state: "expired",
  }),
];

/** The address the page is at, for the filters it puts there. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

const rows = () => [...document.querySelectorAll("tbody tr")];
const errorsUnder = (label: string) =>
  [...(byLabel(document.body, label).closest(".field")?.querySelectorAll(".field__error") ?? [])].map(
    (e) => e.textContent,
  );

describe("the lab's reference standards page (/staff/standards)", () => {
  let http: ReturnType<typeof stubFetch>;
  const nodeFormData = globalThis.FormData;

  async function open(user = aUser("staff", [3]), at = "/staff/standards"): Promise<HTMLElement> {
    http.reply("GET", "/auth/me", { body: { data: user } });
    const { container } = await render(
      <SessionProvider>
        <Routes>
          <Route
            path="/staff/standards"
            element={
              <>
                <StandardsPage />
                <Address />
              </>
            }
          />
        </Routes>
      </SessionProvider>,
      { at },
    );
    await settle();
    await settle();
    return container;
  }

  beforeEach(() => {
    http = stubFetch()
      .reply("GET", "/api/front/branches", { body: BRANCHES })
      .reply("GET", STANDARDS, { body: { status: true, data: LIST, today: "2026-12-09" } });
    // Applying the filters navigates in a transition, which reads jsdom's FormData.
    globalThis.FormData = window.FormData;
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
    globalThis.FormData = nodeFormData;
  });

  it("lists each standard with its certificate, branch and a state badge", async () => {
    await open();
    expect(rows()).to.have.length(2);
    const expired = document.querySelector("tr[data-standard='2']");
    expect(expired?.getAttribute("data-state")).to.equal("expired");
    expect(expired?.textContent)
      .to.contain("Bosim kalibratori")
      .and.contain("517-0093")
      .and.contain("UzNIM-2025-1187")
      .and.contain("30.11.2026")
      .and.contain("Andijon filiali");
    expect(expired?.querySelector(".badge")?.textContent).to.equal("Muddati oʻtgan");
    expect(document.querySelector("tr[data-standard='1'] .badge")?.textContent).to.equal("Amalda");
  });

  it("filters by state through the address, so a reminder's link opens it filtered", async () => {
    const container = await open(aUser("staff", [3]), "/staff/standards?state=expired");
    expect(http.calls.filter((c) => c.url.includes(STANDARDS)).at(-1)?.url).to.contain("state=expired");
    const select = [...container.querySelectorAll("label")]
      .find((label) => label.firstChild?.textContent === "Holati")
      ?.querySelector("select") as HTMLSelectElement;
    expect(select.value).to.equal("expired");
    await type(select, "due");
    await type(byText(container, "Qidirish", "label")!.querySelector("input")!, "kalibr");
    await click(byText(container, "Koʻrsatish", "button"));
    await settle();
    expect(container.querySelector("[data-testid=address]")?.textContent).to.equal(
      "/staff/standards?state=due&q=kalibr",
    );
    expect(http.calls.filter((c) => c.url.includes(STANDARDS)).at(-1)?.url).to.contain("state=due&q=kalibr");
  });

  it("checks the form with the domain's rules before sending, under each field", async () => {
    const container = await open();
    await click(byText(container, "+ Etalon qoʻshish", "button"));
    await click(byText(document.body, "Saqlash", "button"));
    await settle();
    expect(errorsUnder("Nomi")).to.deep.equal(["Etalon nomini kiriting"]);
    expect(errorsUnder("Amal qilish muddati")).to.deep.equal([
      "Sertifikatning amal qilish muddatini kiriting",
    ]);
    expect(byLabel(document.body, "Nomi").getAttribute("aria-invalid")).to.equal("true");
    expect(http.calls.some((c) => c.method === "POST")).to.equal(false);
  });

  it("records a standard of the staff member's branch, shows the server's refusal, then the saved list", async () => {
    const container = await open();
    await click(byText(container, "+ Etalon qoʻshish", "button"));
    const form = document.querySelector("[data-testid=standard-form]") as HTMLElement;
    const branch = byLabel(form, "Filial") as HTMLSelectElement;
    expect([...branch.options].map((o) => o.textContent)).to.deep.equal(["Tanlang", "Andijon filiali"]);
    expect(branch.value, "the one branch is chosen").to.equal("3");
    await type(byLabel(form, "Nomi"), "Termometr");
    await type(byLabel(form, "Turi"), "TL-4");
    await type(byLabel(form, "Zavod raqami"), "T-77");
    await type(byLabel(form, "Oʻlchash diapazoni"), "0 – 100 °C");
    await type(byLabel(form, "Aniqlik klassi yoki noaniqlik"), "U = 0,05 °C (k = 2)");
    await type(byLabel(form, "Sertifikat raqami"), "UzNIM-2026-0501");
    await type(byLabel(form, "Sertifikatni bergan tashkilot"), "UzNIM");
    await type(byLabel(form, "Amal qilish muddati"), "31.05.2027");
    http.reply("POST", STANDARDS, {
      status: 409,
      body: { status: false, message: "«TL-4» turidagi T-77 zavod raqamli etalon roʻyxatda allaqachon bor" },
    });
    await click(byText(document.body, "Saqlash", "button"));
    await settle();
    expect(form.querySelector(".error-list")?.textContent).to.equal(
      "«TL-4» turidagi T-77 zavod raqamli etalon roʻyxatda allaqachon bor",
    );

    http.reply("POST", STANDARDS, (call) => ({
      body: {
        status: true,
        message: "Etalon qoʻshildi",
        data: aStandard({ ...(call.body as object), id: 9 }),
      },
    }));
    await click(byText(document.body, "Saqlash", "button"));
    await settle();
    await settle();
    expect(http.calls.filter((c) => c.method === "POST").at(-1)?.body).to.deep.equal({
      name: "Termometr",
      type: "TL-4",
      serial_number: "T-77",
      range: "0 – 100 °C",
      accuracy: "U = 0,05 °C (k = 2)",
      certificate: { number: "UzNIM-2026-0501", issuer: "UzNIM", valid_until: "2027-05-31" },
      branch_id: 3,
    });
    expect(document.querySelector(".toast__text")?.textContent).to.equal("Etalon qoʻshildi");
    expect(document.querySelector("[data-testid=standard-form]")).to.equal(null);
    expect(http.calls.filter((c) => c.method === "GET" && c.url.includes(STANDARDS))).to.have.length(2);
  });

  it("changes a standard from its row, the form filled with what is stored", async () => {
    const container = await open();
    await click(container.querySelector("tr[data-standard='2'] button"));
    const form = document.querySelector("[data-testid=standard-form]") as HTMLElement;
    expect((byLabel(form, "Nomi") as HTMLInputElement).value).to.equal("Bosim kalibratori");
    expect((byLabel(form, "Amal qilish muddati") as HTMLInputElement).value).to.equal("30.11.2026");
    await type(byLabel(form, "Amal qilish muddati"), "30.11.2027");
    http.reply("PUT", `${STANDARDS}/2`, (call) => ({
      body: {
        status: true,
        message: "Etalon maʼlumotlari saqlandi",
        data: aStandard({ ...(call.body as object), id: 2 }),
      },
    }));
    await click(byText(document.body, "Saqlash", "button"));
    await settle();
    const put = http.calls.find((c) => c.method === "PUT");
    expect(put?.body).to.deep.include({ serial_number: "517-0093" });
    expect(put?.body).to.deep.include({
      certificate: { number: "UzNIM-2025-1187", issuer: "UzNIM", valid_until: "2027-11-30" },
    });
  });

  it("lets a reviewer read the register without adding or changing, and speaks Russian", async () => {
    await changeLanguage("ru");
    const container = await open(aUser("reviewer", [3]));
    expect(byText(container, "Эталоны лаборатории", "h1")).to.not.equal(undefined);
    expect(byText(container, "+ Добавить эталон", "button")).to.equal(undefined);
    expect(container.querySelector("tbody button")).to.equal(null);
    expect(document.querySelector("tr[data-standard='2'] .badge")?.textContent).to.equal("Просрочен");
  });
});
