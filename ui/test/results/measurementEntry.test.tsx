import type { SignerAccount } from "@portal/domain/accounts/signers";
import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import type { Measurement } from "@portal/domain/results/measurement";
import type { ReferenceStandard } from "@portal/domain/standards/referenceStandard";
import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import { AppealResults } from "../../src/results/AppealResults";
import ResultsPage from "../../src/results/ResultsPage";
import { type Call, stubFetch } from "../support/fetchStub";
import { byLabel, byText, cleanUp, click, render, settle, type } from "../support/render";

const aStandard = (id: number, state: ReferenceStandard["state"]): ReferenceStandard => ({
  id,
  name: `Tarozi toshlari F${id}`,
  type: "F1",
  serial_number: `ST-${id}`,
  range: "1 mg – 20 kg",
  accuracy: "F1",
  certificate: {
    number: `K-${id}/2026`,
    issuer: "UzNIM",
    valid_until: state === "expired" ? "2025-01-31" : "2027-06-30",
  },
  branch_id: 1,
  state,
});

const signers: SignerAccount[] = [{ id: 3, name: "Yusupova Nodira Karimovna", position: "Bosh metrolog" }];

const aPending = (overrides: Partial<InstrumentView> = {}): InstrumentView => ({
  row_id: 3,
  instrument: 1,
  n: 1,
  device_name: "Tarozi VLR-200",
  kind: "measurement",
  type_id: 4,
  interval_months: 12,
  received_on: "2026-11-18",
  ...overrides,
});

const recordedMeasurement: Measurement = {
  method_id: "gost-8-453",
  standards: [
    {
      id: 11,
      name: "Tarozi toshlari F11",
      type: "F1",
      serial_number: "ST-11",
      accuracy: "F1",
      certificate: { number: "K-11/2026", issuer: "UzNIM", valid_until: "2027-06-30" },
    },
  ],
  conditions: { temperature: "20.5", humidity: "45", pressure: "98.2" },
  condition_on_receipt: "Tashqi shikastlanishlarsiz",
  unit: "kg",
  points: [
    { nominal: "10", as_found: "10.02", error: "0.02", uncertainty: "0.005", k: "2", conforms: true },
    {
      nominal: "20",
      as_found: "20.05",
      as_left: "20.01",
      error: "0.01",
      uncertainty: "0.005",
      k: "2",
      conforms: true,
    },
  ],
  performer: { id: 3, name: "Yusupova Nodira Karimovna" },
  authoriser: { id: 3, name: "Yusupova Nodira Karimovna", position: "Bosh metrolog" },
  mpe: "0.03",
  decision_rule: "guarded",
  conforms: true,
};

const view = (instrument: InstrumentView): AppealResultsView => ({
  appeal_id: 57,
  appeal_status: "invoiced",
  may_record: true,
  may_amend: true,
  may_receive: false,
  complete: false,
  instruments: [instrument],
});

async function openResults(): Promise<HTMLElement> {
  const { container } = await render(
    <Routes>
      <Route path="/staff/appeals/:id/results" element={<ResultsPage />} />
    </Routes>,
    { at: "/staff/appeals/57/results" },
  );
  for (let i = 0; i < 4; i++) await settle();
  return container;
}

const inputs = (page: HTMLElement, row: number) => [
  ...page.querySelectorAll<HTMLInputElement>(`[data-testid="m-1-1-points"] tbody tr:nth-child(${row}) input`),
];
const cell = (page: HTMLElement, testId: string) =>
  page.querySelector(`[data-testid="${testId}"]`)?.textContent?.trim();
const standardBox = (page: HTMLElement, serial: string) =>
  [...page.querySelectorAll<HTMLLabelElement>("[data-testid=m-1-1-standards] label")]
    .find((label) => label.textContent?.includes(serial))
    ?.querySelector("input") as HTMLInputElement;

const serial = (page: HTMLElement) => page.querySelector("input[name=serial_number]") as HTMLInputElement;
const radio = (page: HTMLElement, text: string) =>
  [...page.querySelectorAll("label")]
    .find((label) => label.textContent?.startsWith(text))
    ?.querySelector("input");

/** The entries the first recording sent. */
const sentEntries = (calls: readonly Call[]): Record<string, unknown>[] =>
  (calls[0]?.body as { results?: Record<string, unknown>[] } | undefined)?.results ?? [];

/** Types a point's row: nominal, as found, as left, U (k keeps its default unless given). */
async function typePoint(page: HTMLElement, row: number, values: readonly string[]) {
  const boxes = inputs(page, row);
  for (const [i, value] of values.entries()) await type(boxes[i]!, value);
}

describe("the measurement of a result on the staff results page", () => {
  let http: ReturnType<typeof stubFetch>;
  let recorded: Call[];
  beforeEach(() => {
    http = stubFetch();
    recorded = [];
    http.reply("GET", "/api/staff/standards", {
      body: {
        status: true,
        data: [aStandard(11, "valid"), aStandard(12, "due"), aStandard(13, "expired")],
        today: "2026-11-20",
      },
    });
    http.reply("GET", "/api/staff/signers", { body: { data: signers } });
    const answer = (call: Call) => {
      recorded.push(call);
      return { body: { status: true, message: "ok", data: view(aPending()) } };
    };
    http.reply("POST", "/api/staff/appeals/57/results", answer);
    http.reply("POST", "/api/staff/appeals/57/results/3/1/correct", answer);
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("shows each point's error and conformity as typed, sets the outcome from the verdict and sends the measurement", async () => {
    http.reply("GET", "/api/appeals/57/results", { body: { data: view(aPending()) } });
    const page = await openResults();
    const part = page.querySelector<HTMLDetailsElement>("[data-testid=measurement-1-1]");
    expect(part?.open, "a verification's measurement is open").to.equal(true);
    expect(standardBox(page, "ST-13").disabled, "an expired standard cannot be chosen").to.equal(true);
    expect(standardBox(page, "ST-13").closest("label")?.textContent).to.include("Muddati oʻtgan");
    expect(standardBox(page, "ST-12").disabled).to.equal(false);

    await type(byLabel(page, "Uslub (meʼyoriy hujjat)"), "gost-8-453");
    await click(standardBox(page, "ST-11"));
    await click(standardBox(page, "ST-12"));
    await type(byLabel(page, "Harorat, °C"), "20,5");
    await type(byLabel(page, "Nisbiy namlik, %"), "45");
    await type(byLabel(page, "Atmosfera bosimi, kPa"), "98,2");
    await type(byLabel(page, "Qabul qilingandagi holati"), "Tashqi shikastlanishlarsiz");
    await type(byLabel(page, "Tasdiqlovchi (imzolovchi)"), "3");
    await type(byLabel(page, "Oʻlchov birligi"), "kg");
    await typePoint(page, 1, ["10", "10,02", "", "0,005"]);
    expect(cell(page, "m-1-1-error-1"), "the error once the readings are numbers").to.equal("0,02");
    expect(cell(page, "m-1-1-verdict")).to.include("barcha nuqtalar kiritilganda hisoblanadi");
    const outcome = byLabel(page, "Natija") as HTMLSelectElement;
    expect(outcome.disabled).to.equal(false);

    await click(page.querySelector("[data-testid=m-1-1-add-point]"));
    expect(inputs(page, 2)[4]?.value, "a new point's k is 2").to.equal("2");
    await typePoint(page, 2, ["20", "20.05", "20.01", "0.005"]);
    expect(cell(page, "m-1-1-error-2"), "the as-left reading counts when adjusted").to.equal("0,01");
    await type(byLabel(page, "Ruxsat etilgan eng katta xatolik (±)"), "0,03");
    expect(cell(page, "m-1-1-conforms-1")).to.equal("mos");
    expect(cell(page, "m-1-1-verdict")).to.include("barcha nuqtalar mos — yaroqli");
    expect(outcome.value).to.equal("fit");
    expect(outcome.disabled, "the verdict decides the outcome").to.equal(true);

    // Guarded acceptance: |0.02| + 0.005 ≤ 0.03 still holds; a larger U fails the first point.
    await click(radio(page, "Himoyalangan qabul qilish"));
    await type(inputs(page, 1)[3]!, "0,02");
    expect(cell(page, "m-1-1-conforms-1")).to.equal("mos emas");
    expect(cell(page, "m-1-1-verdict")).to.include("yaroqsiz");
    expect(outcome.value).to.equal("unfit");
    await type(inputs(page, 1)[3]!, "0,005");
    expect(outcome.value).to.equal("fit");

    await type(serial(page), "VLR-77");
    await type(byLabel(page, "Ish sanasi"), "19.11.2026");
    await click(page.querySelector("[data-testid=results-save]"));
    await settle();
    expect(recorded).to.have.length(1);
    const [entry] = sentEntries(recorded);
    expect(entry).to.deep.include({ serial_number: "VLR-77", outcome: "fit", work_date: "2026-11-19" });
    expect(entry?.measurement).to.deep.equal({
      method_id: "gost-8-453",
      standard_ids: [11, 12],
      conditions: { temperature: "20,5", humidity: "45", pressure: "98,2" },
      authoriser_id: 3,
      condition_on_receipt: "Tashqi shikastlanishlarsiz",
      unit: "kg",
      points: [
        { nominal: "10", as_found: "10,02", uncertainty: "0,005", k: "2" },
        { nominal: "20", as_found: "20.05", as_left: "20.01", uncertainty: "0.005", k: "2" },
      ],
      mpe: "0,03",
      decision_rule: "guarded",
    });
  });

  it("names the instrument whose begun measurement lacks an authoriser, and sends nothing", async () => {
    http.reply("GET", "/api/appeals/57/results", { body: { data: view(aPending()) } });
    const page = await openResults();
    await type(serial(page), "VLR-77");
    await type(byLabel(page, "Oʻlchov birligi"), "kg");
    await click(page.querySelector("[data-testid=results-save]"));
    await settle();
    expect(recorded).to.deep.equal([]);
    expect(page.querySelector(".error-list")?.textContent).to.include(
      "Qurilma №1.1: tasdiqlovchi sifatida imzo huquqiga ega xodimni tanlang",
    );
  });

  it("sends no measurement when none was begun, as before", async () => {
    http.reply("GET", "/api/appeals/57/results", { body: { data: view(aPending()) } });
    const page = await openResults();
    await type(serial(page), "VLR-77");
    await type(byLabel(page, "Natija"), "fit");
    await click(page.querySelector("[data-testid=results-save]"));
    await settle();
    const [entry] = sentEntries(recorded);
    expect(entry).to.not.have.property("measurement");
  });

  it("asks for the receipt day of an instrument never received, and sends it", async () => {
    http.reply("GET", "/api/appeals/57/results", {
      body: { data: view(aPending({ received_on: undefined, on_site: true, type_id: 7 })) },
    });
    const page = await openResults();
    expect(byLabel(page, "Ruxsat etilgan eng katta xatolik (±)"), "a calibration's MPE is optional").to.exist;
    expect(cell(page, "m-1-1-verdict")).to.include("bayonotsiz");
    await type(byLabel(page, "Tasdiqlovchi (imzolovchi)"), "3");
    await type(byLabel(page, "Qabul qilingan sana"), "17.11.2026");
    await type(byLabel(page, "Natija"), "fit");
    await click(page.querySelector("[data-testid=results-save]"));
    await settle();
    const [entry] = sentEntries(recorded) as { measurement: Record<string, unknown> }[];
    expect(entry?.measurement).to.include({ received_on: "2026-11-17", authoriser_id: 3 });
    expect(entry?.measurement).to.not.have.property("mpe");
  });

  it("pre-fills a correction with the recorded measurement, so it is sent again", async () => {
    const recordedInstrument = aPending({
      result: {
        version: 1,
        serial_number: "VLR-77",
        outcome: "fit",
        work_date: "2026-11-19",
        valid_until: "2027-11-18",
        certificate_number: "01-2026-7QK2M9X1",
        status: "valid",
        recorded_at: "2026-11-19T10:00:00Z",
        measurement: recordedMeasurement,
      },
    });
    http.reply("GET", "/api/appeals/57/results", { body: { data: view(recordedInstrument) } });
    const page = await openResults();
    await click(byText(page, "Tuzatish", "button"));
    await settle();
    expect((byLabel(page, "Harorat, °C") as HTMLInputElement).value).to.equal("20.5");
    expect(standardBox(page, "ST-11").checked).to.equal(true);
    expect(inputs(page, 2).map((i) => i.value)).to.deep.equal(["20", "20.05", "20.01", "0.005", "2"]);
    expect(cell(page, "m-1-1-verdict")).to.include("yaroqli");
    await type(page.querySelector("input[name=reason]")!, "Harorat xato yozilgan");
    await type(byLabel(page, "Harorat, °C"), "21");
    await click(byText(page, "Tuzatishni saqlash", "button"));
    await settle();
    expect(recorded).to.have.length(1);
    const body = recorded[0]?.body as Record<string, unknown>;
    expect(body).to.include({ reason: "Harorat xato yozilgan", outcome: "fit" });
    expect(body.measurement).to.deep.include({
      method_id: "gost-8-453",
      standard_ids: [11],
      conditions: { temperature: "21", humidity: "45", pressure: "98.2" },
      authoriser_id: 3,
      mpe: "0.03",
      decision_rule: "guarded",
    });
    expect((body.measurement as { points: unknown[] }).points).to.deep.equal([
      { nominal: "10", as_found: "10.02", uncertainty: "0.005", k: "2" },
      { nominal: "20", as_found: "20.05", as_left: "20.01", uncertainty: "0.005", k: "2" },
    ]);
  });

  it("labels the measurement in Russian on a Russian page", async () => {
    await changeLanguage("ru");
    http.reply("GET", "/api/appeals/57/results", { body: { data: view(aPending()) } });
    const page = await openResults();
    expect(byLabel(page, "Температура, °C")).to.exist;
    expect(byLabel(page, "Утверждающий (подписант)")).to.exist;
    expect(inputs(page, 1)[0]?.getAttribute("aria-label")).to.equal("Точка 1: Номинал");
    expect(
      [...page.querySelectorAll("[data-testid=m-1-1-points] thead th")].map((th) => th.textContent),
    ).to.include("Погрешность");
  });
});

describe("the measurement's summary on the appeal page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("names the method, the verdict, the number of points and the authoriser", async () => {
    const instrument = aPending({
      result: {
        version: 1,
        serial_number: "VLR-77",
        outcome: "fit",
        work_date: "2026-11-19",
        certificate_number: "01-2026-7QK2M9X1",
        status: "valid",
        recorded_at: "2026-11-19T10:00:00Z",
        measurement: recordedMeasurement,
      },
    });
    http.reply("GET", "/api/appeals/57/results", {
      body: { data: { ...view(instrument), may_record: false } },
    });
    const { container } = await render(<AppealResults appealId={57} round={0} />);
    await settle();
    await settle();
    const summary = container.querySelector("[data-testid=measurement-summary]");
    expect([...(summary?.children ?? [])].map((part) => part.textContent)).to.deep.equal([
      "GOST 8.453-82",
      "mos",
      "2 nuqta",
      "Tasdiqladi: Yusupova Nodira Karimovna",
    ]);
  });

  it("gives the receipt day a measurement recorded when no receipt was", async () => {
    const instrument = aPending({
      received_on: undefined,
      result: {
        version: 1,
        serial_number: "VLR-77",
        outcome: "fit",
        work_date: "2026-11-19",
        certificate_number: "01-2026-7QK2M9X1",
        status: "valid",
        recorded_at: "2026-11-19T10:00:00Z",
        measurement: { ...recordedMeasurement, received_on: "2026-11-17" },
      },
    });
    http.reply("GET", "/api/appeals/57/results", {
      body: { data: { ...view(instrument), may_record: false } },
    });
    const { container } = await render(<AppealResults appealId={57} round={0} />);
    await settle();
    await settle();
    expect(container.querySelector("[data-receipt]")?.textContent).to.equal("Qabul qilingan: 17.11.2026");
  });
});
