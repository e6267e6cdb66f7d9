import { expect } from "chai";
import { Route, Routes, useLocation } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import PaymentsLedgerPage from "../../src/payments/PaymentsLedgerPage";
import { stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";
import { aLedgerEntry } from "./builders";

const LEDGER = "/api/staff/payments";
const BRANCHES = [
  { id: 2, name: "Toshkent filiali" },
  { id: 3, name: "Samarqand filiali" },
];

/** The address the page is at, for the filters it puts there. */
function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function openLedger(at = "/staff/payments"): Promise<HTMLElement> {
  const { container } = await render(
    <Routes>
      <Route
        path="/staff/payments"
        element={
          <>
            <PaymentsLedgerPage />
            <Address />
          </>
        }
      />
    </Routes>,
    { at },
  );
  await settle();
  await settle();
  return container;
}

const ledgerCalls = (http: ReturnType<typeof stubFetch>) =>
  http.calls.map((call) => call.url).filter((url) => url.startsWith(LEDGER));

/** The select a <label> wraps, by the label's own words (its options' are in its text too). */
const selectNamed = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll("label")]
    .find((label) => label.firstChild?.textContent === name)
    ?.querySelector("select") as HTMLSelectElement;

const cellsOf = (row: Element) => [...row.querySelectorAll("td")].map((td) => td.textContent);

describe("staff's payments ledger (/staff/payments)", () => {
  let http: ReturnType<typeof stubFetch>;
  // Applying the filters navigates in a transition, for which React reads the submitted form's
  // data: it needs the FormData of jsdom's forms, not Node's.
  const nodeFormData = globalThis.FormData;
  beforeEach(() => {
    http = stubFetch().reply("GET", "/api/front/branches", { body: BRANCHES });
    globalThis.FormData = window.FormData;
  });
  afterEach(async () => {
    http.restore();
    await cleanUp();
    await changeLanguage("uz");
    globalThis.FormData = nodeFormData;
  });

  it("lists each transaction with its appeal linked, the time in Tashkent, the branch by name and the state", async () => {
    http.reply("GET", LEDGER, {
      body: {
        data: [
          aLedgerEntry(),
          aLedgerEntry({
            id: 2,
            provider: "click",
            transaction: "98765",
            appeal_id: 8,
            contract_number: "H-9",
            branch_id: undefined,
            amount: "50.10",
            state: "cancelled",
            created_at: "2026-03-01T20:30:00.000Z",
            performed_at: undefined,
            cancelled_at: "2026-03-01T20:45:00.000Z",
          }),
        ],
      },
    });
    const page = await openLedger();
    expect(byText(page, "Toʻlovlar", "h1")).to.not.equal(undefined);
    const rows = [...page.querySelectorAll("[data-testid=ledger-table] tbody tr")];
    expect(rows.map(cellsOf)).to.deep.equal([
      [
        "01.03.2026 14:00",
        "Payme",
        "5e730e8e0b852a417aa49ceb",
        "#5",
        "H-7",
        "Demo Metall MChJ",
        "Toshkent filiali",
        "120 000,00 soʻm",
        "Oʻtkazilgan01.03.2026 14:01",
      ],
      [
        "02.03.2026 01:30",
        "Click",
        "98765",
        "#8",
        "H-9",
        "Demo Metall MChJ",
        "—",
        "50,10 soʻm",
        "Bekor qilingan02.03.2026 01:45",
      ],
    ]);
    expect(rows[1]?.querySelector("a")?.getAttribute("href")).to.equal("/appeals/8");
    // On a phone each row is a card whose cells name their column.
    expect([...(rows[0]?.querySelectorAll("td") ?? [])].map((td) => td.dataset.label)).to.include.members([
      "Tranzaksiya",
      "Summa",
    ]);
  });

  it("totals the rows shown by state, exactly, in tiyin", async () => {
    // Amounts binary floats would get wrong: 0.10 + 0.20, and a sum past 2^53 tiyin.
    http.reply("GET", LEDGER, {
      body: {
        data: [
          aLedgerEntry({ id: 1, amount: "0.10" }),
          aLedgerEntry({ id: 2, amount: "0.20" }),
          aLedgerEntry({ id: 3, amount: "45035996273704.96", state: "created" }),
          aLedgerEntry({ id: 4, amount: "45035996273704.97", state: "created" }),
          aLedgerEntry({ id: 5, amount: "700.00", state: "refunded" }),
        ],
      },
    });
    const page = await openLedger();
    const totals = [...page.querySelectorAll("[data-testid=ledger-totals] tbody tr")].map(cellsOf);
    expect(totals).to.deep.equal([
      ["Kutilmoqda", "2", "90 071 992 547 409,93 soʻm"],
      ["Oʻtkazilgan", "2", "0,30 soʻm"],
      ["Qaytarilgan", "1", "700,00 soʻm"],
    ]);
  });

  it("asks the ledger with the address's filters, and offers its Excel export with the same filters", async () => {
    http.reply("GET", LEDGER, { body: { data: [aLedgerEntry()] } });
    const page = await openLedger(
      "/staff/payments?from=2026-03-01&to=2026-03-31&branch_id=2&provider=payme&state=performed",
    );
    const query = "from=2026-03-01&to=2026-03-31&branch_id=2&provider=payme&state=performed";
    expect(ledgerCalls(http)).to.deep.equal([`${LEDGER}?${query}`]);
    const exported = byText(page, "Excel (.xlsx) ga yuklab olish", "a");
    expect(exported?.getAttribute("href")).to.equal(`${LEDGER}/export?${query}&lang=uz`);
    expect((byLabel(page, "Sanadan") as HTMLInputElement).value).to.equal("01.03.2026");
    expect(selectNamed(page, "Filial").value).to.equal("2");
    expect(selectNamed(page, "Toʻlov tizimi").value).to.equal("payme");
  });

  it("puts the chosen filters in the address and asks again with them; what cannot be understood is left out", async () => {
    http.reply("GET", LEDGER, { body: { data: [aLedgerEntry()] } });
    const page = await openLedger("/staff/payments?provider=paypal&state=performed&branch_id=x");
    expect(ledgerCalls(http)).to.deep.equal([`${LEDGER}?state=performed`]);
    const select = (label: string) => selectNamed(page, label);
    await type(select("Toʻlov tizimi"), "click");
    await type(select("Filial"), "3");
    await type(byLabel(page, "Sanadan"), "01.02.2026");
    await type(byLabel(page, "Sanagacha"), "28.02");
    await click(byText(page, "Koʻrsatish", "button"));
    await settle();
    const query = "from=2026-02-01&branch_id=3&provider=click&state=performed";
    expect(page.querySelector("[data-testid=address]")?.textContent).to.equal(`/staff/payments?${query}`);
    expect(ledgerCalls(http).at(-1)).to.equal(`${LEDGER}?${query}`);
    expect(byText(page, "Excel (.xlsx) ga yuklab olish", "a")?.getAttribute("href")).to.equal(
      `${LEDGER}/export?${query}&lang=uz`,
    );
  });

  it("says when no payment matches, and exports without filters (in the page's language) when none is chosen", async () => {
    http.reply("GET", LEDGER, { body: { data: [] } });
    const page = await openLedger();
    expect(page.querySelector("[data-testid=ledger-empty]")?.textContent).to.equal(
      "Tanlangan shartlar boʻyicha toʻlovlar topilmadi",
    );
    expect(page.querySelector("[data-testid=ledger-table]")).to.equal(null);
    expect(ledgerCalls(http)).to.deep.equal([LEDGER]);
    expect(page.querySelector("[data-testid=ledger-export]")?.getAttribute("href")).to.equal(
      `${LEDGER}/export?lang=uz`,
    );
  });

  it("shows the server's refusal of bad filters", async () => {
    http.reply("GET", LEDGER, { status: 422, body: { message: "Davr notoʻgʻri" } });
    const page = await openLedger("/staff/payments?from=2026-03-31&to=2026-03-01");
    expect(page.querySelector("[role=alert]")?.textContent).to.equal("Davr notoʻgʻri");
  });

  it("reads in Russian", async () => {
    await changeLanguage("ru");
    http.reply("GET", LEDGER, { body: { data: [aLedgerEntry()] } });
    const page = await openLedger();
    expect(byText(page, "Платежи", "h1")).to.not.equal(undefined);
    const headers = [...page.querySelectorAll("[data-testid=ledger-table] th")].map((th) => th.textContent);
    expect(headers).to.deep.equal([
      "Дата (Ташкент)",
      "Платёжная система",
      "Транзакция",
      "Заявка",
      "Счёт",
      "Заказчик",
      "Филиал",
      "Сумма",
      "Состояние",
    ]);
    expect(cellsOf(page.querySelector("[data-testid=ledger-totals] tbody tr") as Element)).to.deep.equal([
      "Проведена",
      "1",
      "120 000,00 сум",
    ]);
    expect(byText(page, "Скачать Excel (.xlsx)", "a")).to.not.equal(undefined);
    expect(page.querySelector("[data-testid=ledger-filters]")?.textContent).to.include("Все");
  });
});
