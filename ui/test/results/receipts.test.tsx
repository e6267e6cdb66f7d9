import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { tashkentDay } from "@portal/domain/shared/calendar";
import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import { AppealResults } from "../../src/results/AppealResults";
import ResultsPage from "../../src/results/ResultsPage";
import { stubFetch } from "../support/fetchStub";
import { byLabel, click, cleanUp, render, settle, type } from "../support/render";

const anInstrument = (instrument: number, more: Partial<InstrumentView> = {}): InstrumentView => ({
  row_id: instrument === 3 ? 2 : 1,
  instrument: instrument === 3 ? 1 : instrument,
  n: instrument === 3 ? 2 : 1,
  device_name: instrument === 3 ? "Manometr" : "Tarozi",
  kind: "measurement",
  on_site: false,
  ...more,
});

/** Appeal 57: 1.1 received on 19 November, 1.2 still to come, 2.1 checked on site. */
const view = (overrides: Partial<AppealResultsView> = {}): AppealResultsView => ({
  appeal_id: 57,
  appeal_status: "contracted",
  may_record: true,
  may_amend: true,
  may_receive: true,
  complete: false,
  instruments: [
    anInstrument(1, { received_on: "2026-11-19" }),
    anInstrument(2),
    anInstrument(3, { on_site: true }),
  ],
  ...overrides,
});

async function openResultsPage(): Promise<HTMLElement> {
  const { container } = await render(
    <Routes>
      <Route path="/staff/appeals/:id/results" element={<ResultsPage />} />
    </Routes>,
    { at: "/staff/appeals/57/results" },
  );
  await settle();
  await settle();
  return container;
}

describe("the receipt of the instruments", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("offers staff only the instruments still to come, dated today, and sends the ones ticked", async () => {
    http.reply("GET", "/api/appeals/57/results", { body: { data: view() } });
    let sent: unknown;
    http.reply("POST", "/api/staff/appeals/57/receipts", (call) => {
      sent = call.body;
      const received = { received_on: "2026-11-19" };
      const instruments = [
        anInstrument(1, received),
        anInstrument(2, received),
        anInstrument(3, { on_site: true }),
      ];
      return { body: { status: 1, data: view({ instruments }) } };
    });
    const page = await openResultsPage();
    const form = page.querySelector<HTMLElement>("[data-testid=receipt-form]")!;
    expect([...form.querySelectorAll("label.inline-check")].map((l) => l.textContent?.trim())).to.deep.equal([
      "№1.2 Tarozi",
    ]);
    const day = byLabel(form, "Qabul qilingan sana") as HTMLInputElement;
    expect(day.value).to.equal(tashkentDay(new Date()).split("-").reverse().join("."));
    const save = form.querySelector<HTMLButtonElement>("[data-testid=receipt-save]")!;
    expect(save.disabled, "nothing ticked yet").to.equal(true);

    await click(form.querySelector("[data-testid=receipt-1-2] input"));
    await type(day, "19.11.2026");
    await click(save);
    await settle();
    expect(sent).to.deep.equal({ received_on: "2026-11-19", instruments: [{ row_id: 1, instrument: 2 }] });
    const legends = [...page.querySelectorAll("[data-testid=results-entry] > fieldset > legend")].map(
      (l) => l.textContent,
    );
    expect(legends).to.deep.equal([
      "№1.1 Tarozi  · Qabul qilingan: 19.11.2026",
      "№1.2 Tarozi  · Qabul qilingan: 19.11.2026",
      "№2.1 Manometr  · Joyida tekshiriladi",
    ]);
    expect(page.querySelector("[data-testid=receipt-form]"), "nothing left to receive").to.equal(null);
  });

  it("refuses a day after today before asking the server, in the page's language", async () => {
    await changeLanguage("ru");
    http.reply("GET", "/api/appeals/57/results", { body: { data: view() } });
    const page = await openResultsPage();
    const form = page.querySelector<HTMLElement>("[data-testid=receipt-form]")!;
    await click(form.querySelector("[data-testid=receipt-1-2] input"));
    await type(byLabel(form, "Дата приёма"), "01.01.2999");
    await click(form.querySelector("[data-testid=receipt-save]"));
    await settle();
    expect(form.textContent).to.include("Дата приёма не может быть позже сегодняшней");
    expect(http.calls.some((call) => call.method === "POST")).to.equal(false);
  });

  it("shows the customer each instrument's receipt on the appeal page before any result", async () => {
    http.reply("GET", "/api/appeals/57/results", {
      body: { data: view({ may_record: false, may_amend: false, may_receive: false }) },
    });
    const { container } = await render(<AppealResults appealId={57} round={0} />);
    await settle();
    await settle();
    const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;
    expect(text("result-row-1-1")).to.include("Qabul qilingan: 19.11.2026");
    expect(text("result-row-1-2")).to.include("Hali qabul qilinmagan");
    expect(text("result-row-2-1")).to.include("Joyida tekshiriladi");
  });
});
