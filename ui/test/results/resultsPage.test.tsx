import { expect } from "chai";
import { Route, Routes } from "react-router-dom";
import { changeLanguage } from "../../src/i18n";
import ResultsPage from "../../src/results/ResultsPage";
import type { AppealResultsView as AppealResults } from "@portal/domain/results/appealResultsView";
import type { InstrumentView as Instrument } from "@portal/domain/results/instrumentView";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle } from "../support/render";

const anInstrument = (instrument: number, revoked: boolean): Instrument => ({
  row_id: 3,
  instrument,
  n: 1,
  device_name: "Manometr",
  kind: "measurement",
  interval_months: 12,
  result: {
    version: revoked ? 2 : 1,
    serial_number: `SN-${instrument}`,
    outcome: "fit",
    work_date: "2026-11-20",
    valid_until: "2027-11-19",
    certificate_number: `01-2026-7QK2M9X${instrument}`,
    status: revoked ? "revoked" : "valid",
    recorded_at: "2026-11-21T10:00:00Z",
    ...(revoked ? { revoked: { at: "2026-11-21T11:00:00Z", reason: "Xato" } } : {}),
  },
});

const answer: AppealResults = {
  appeal_id: 57,
  appeal_status: "invoiced",
  may_record: true,
  may_amend: true,
  may_receive: true,
  complete: true,
  instruments: [anInstrument(1, false), anInstrument(2, true)],
};

async function openResults(): Promise<HTMLElement> {
  const { container } = await render(
    <Routes>
      <Route path="/staff/appeals/:id/results" element={<ResultsPage />} />
    </Routes>,
    { at: "/staff/appeals/57/results" },
  );
  await settle();
  await settle();
  expect(container.querySelector("[data-testid=results-recorded]")).to.not.equal(null);
  return container;
}

const buttons = (page: HTMLElement, testId: string) =>
  [...page.querySelectorAll(`[data-testid="${testId}"] button`)].map((b) => b.textContent);

describe("the staff results page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
    http.reply("GET", "/api/appeals/57/results", { body: { data: answer } });
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("offers a correction and a revocation on a valid certificate, and neither on a revoked one, saying why", async () => {
    const page = await openResults();
    expect(buttons(page, "recorded-1-1")).to.deep.equal(["Tuzatish", "Sertifikatni bekor qilish"]);
    expect(buttons(page, "recorded-1-2")).to.deep.equal([]);
    expect(page.querySelector('[data-testid="recorded-1-2"]')?.textContent).to.include(
      "Bekor qilingan sertifikatni tuzatib boʻlmaydi",
    );
  });

  it("says why in Russian on a Russian page", async () => {
    await changeLanguage("ru");
    const page = await openResults();
    expect(buttons(page, "recorded-1-2")).to.deep.equal([]);
    expect(page.querySelector('[data-testid="recorded-1-2"]')?.textContent).to.include(
      "Аннулированный сертификат нельзя исправить",
    );
  });
});
