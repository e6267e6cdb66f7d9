import { expect } from "chai";
import { AttentionCard } from "../../src/cabinet/AttentionCard";
import { changeLanguage } from "../../src/i18n";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, click, render, settle } from "../support/render";

const ATTENTION = {
  sent_back: [
    { appeal_id: 12, kind: "verification", reason: "Zavod raqamlarini yozing" },
    { appeal_id: 9, kind: "recognition", reason: "Hujjat yetishmaydi" },
  ],
  documents: [{ appeal_id: 7, kind: "verification", contract_id: 31, document: "invoice", number: "H-7" }],
  results: [{ appeal_id: 5, kind: "verification" }],
  instruments: { overdue: 2, due30: 0 },
};

/** Each item of the card: its kind, its words and where its link goes. */
const items = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>("[data-testid=cabinet-attention] li")].map((li) => ({
    kind: li.dataset.testid,
    text: li.querySelector(".attention__text")?.textContent,
    link: li.querySelector("a")?.textContent,
    href: li.querySelector("a")?.getAttribute("href"),
  }));

describe("the cabinet's first screen: what needs the customer (issue 27)", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
  });

  it("lists each thing to do with a link to where it is done, from one call", async () => {
    http.reply("GET", "/api/cabinet/attention", { body: { data: ATTENTION } });
    const { container } = await render(<AttentionCard />);
    await settle();
    expect(container.querySelector("h2")?.textContent).to.equal("Diqqatingizni talab qiladi");
    expect(items(container)).to.deep.equal([
      {
        kind: "attention-sent-back",
        text: "Ariza #12 tuzatishga qaytarildiQiyoslash / kalibrlashQaytarish sababi: Zavod raqamlarini yozing",
        link: "Tuzatish va qayta yuborish",
        href: "/appeals/12/resubmit",
      },
      {
        kind: "attention-sent-back",
        text: "Ariza #9 tuzatishga qaytarildiEʼtirof etishQaytarish sababi: Hujjat yetishmaydi",
        link: "Arizani ochish",
        href: "/appeals/9",
      },
      {
        kind: "attention-document",
        text: "Ariza #7: hisob-faktura № H-7Qiyoslash / kalibrlash",
        link: "Koʻrish va yuklab olish",
        href: "/appeals/7#payment-31",
      },
      {
        kind: "attention-results",
        text: "Ariza #5: natijalar tayyorQiyoslash / kalibrlash",
        link: "Natijalarni yuklab olish",
        href: "/appeals/5",
      },
      {
        kind: "attention-due-overdue",
        text: "Qiyoslash muddati oʻtgan oʻlchov vositalari: 2",
        link: "Reyestrda koʻrish",
        href: "/self-devices?state=overdue",
      },
    ]);
    expect(http.calls.map((call) => call.url)).to.deep.equal(["/api/cabinet/attention"]);
  });

  it("opens an invoice at its payment card, and a contract at its appeal", async () => {
    const contract = {
      appeal_id: 7,
      kind: "verification",
      contract_id: 30,
      document: "contract",
      number: "SH-7",
    };
    const invoice = {
      appeal_id: 7,
      kind: "verification",
      contract_id: 31,
      document: "invoice",
      number: "H-7",
    };
    const quiet = { sent_back: [], results: [], instruments: { overdue: 0, due30: 0 } };
    http.reply("GET", "/api/cabinet/attention", {
      body: { data: { ...quiet, documents: [contract, invoice] } },
    });
    const { container } = await render(<AttentionCard />);
    await settle();
    expect(items(container).map((item) => item.href)).to.deep.equal(["/appeals/7", "/appeals/7#payment-31"]);
  });

  it("says so when nothing needs the customer, in Russian too", async () => {
    await changeLanguage("ru");
    const quiet = { sent_back: [], documents: [], results: [], instruments: { overdue: 0, due30: 0 } };
    http.reply("GET", "/api/cabinet/attention", { body: { data: quiet } });
    const { container } = await render(<AttentionCard />);
    await settle();
    expect(container.querySelector("h2")?.textContent).to.equal("Требует вашего внимания");
    expect(container.querySelector("[data-testid=attention-empty]")?.textContent).to.equal(
      "Сейчас ничего не требует вашего внимания",
    );
    expect(items(container)).to.deep.equal([]);
  });

  it("offers to try again when the summary cannot be read, and shows it once it can", async () => {
    http.reply("GET", "/api/cabinet/attention", { status: 500, body: { status: false, message: "x" } });
    const { container } = await render(<AttentionCard />);
    await settle();
    const retry = container.querySelector<HTMLButtonElement>("[role=alert] button");
    expect(retry?.textContent).to.equal("Qayta urinish");
    http.reply("GET", "/api/cabinet/attention", { body: { data: ATTENTION } });
    await click(retry);
    await settle();
    expect(container.querySelector("[role=alert]")).to.equal(null);
    expect(items(container)).to.have.length(5);
  });
});
