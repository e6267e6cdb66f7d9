import { expect } from "chai";
import { changeLanguage } from "../../src/i18n";
import { AppealResults } from "../../src/results/AppealResults";
import type { AppealResultsView as Results } from "@portal/domain/results/appealResultsView";
import type { InstrumentView as Instrument } from "@portal/domain/results/instrumentView";
import { stubFetch } from "../support/fetchStub";
import { cleanUp, render, settle } from "../support/render";

const anInstrument = (instrument: number, signed = false): Instrument => ({
  row_id: 3,
  instrument,
  n: 1,
  device_name: "Manometr",
  kind: signed ? "conclusion" : "measurement",
  result: {
    version: 1,
    serial_number: `SN-${instrument}`,
    outcome: signed ? "accepted" : "fit",
    work_date: "2026-11-20",
    valid_until: "2027-11-19",
    certificate_number: `01-2026-7QK2M9X${instrument}`,
    status: "valid",
    recorded_at: "2026-11-21T10:00:00Z",
    ...(signed
      ? { signed_document: { uploaded_at: "2026-11-21T10:00:00Z", original_name: "xulosa.pdf", size: 9 } }
      : {}),
  },
});

const results = (...instruments: Instrument[]): Results =>
  ({
    appeal_id: 57,
    appeal_status: "completed",
    may_record: false,
    may_amend: false,
    complete: true,
    instruments,
  }) as unknown as Results;

async function openResults(answer: Results): Promise<HTMLElement> {
  const { container } = await render(<AppealResults appealId={57} round={0} />);
  await settle();
  await settle();
  expect(container.querySelector("[data-testid=results-table]"), JSON.stringify(answer)).to.not.equal(null);
  return container;
}

const link = (page: HTMLElement, testId: string) =>
  page.querySelector(`[data-testid="${testId}"]`) as HTMLAnchorElement | null;

describe("the results on the appeal page", () => {
  let http: ReturnType<typeof stubFetch>;
  beforeEach(() => {
    http = stubFetch();
  });
  afterEach(async () => {
    await cleanUp();
    http.restore();
    await changeLanguage("uz");
  });

  it("offers a certificate in the page's language and, on request, in the other: two buttons naming their language in the page's words", async () => {
    const answer = results(anInstrument(1));
    http.reply("GET", "/api/appeals/57/results", { body: { data: answer } });
    const page = await openResults(answer);
    const first = link(page, "certificate-pdf-1-1");
    const other = link(page, "certificate-pdf-1-1-ru");
    expect(first?.getAttribute("href")).to.equal("/api/appeals/57/results/3/1/pdf?lang=uz");
    expect(first?.textContent).to.equal("PDF (oʻzbekcha)");
    expect(first?.className).to.include("btn");
    expect(other?.getAttribute("href")).to.equal("/api/appeals/57/results/3/1/pdf?lang=ru");
    expect(other?.textContent).to.equal("PDF (ruscha)");
    expect(other?.getAttribute("aria-label")).to.match(/^PDF \(ruscha\) · /);
    expect(other?.hasAttribute("download")).to.equal(true);
  });

  it("puts Russian first on a Russian page and offers Uzbek beside it", async () => {
    await changeLanguage("ru");
    const answer = results(anInstrument(1));
    http.reply("GET", "/api/appeals/57/results", { body: { data: answer } });
    const page = await openResults(answer);
    expect(link(page, "certificate-pdf-1-1")?.getAttribute("href")).to.equal(
      "/api/appeals/57/results/3/1/pdf?lang=ru",
    );
    expect(link(page, "certificate-pdf-1-1")?.textContent).to.equal("PDF (русский)");
    expect(link(page, "certificate-pdf-1-1-uz")?.getAttribute("href")).to.equal(
      "/api/appeals/57/results/3/1/pdf?lang=uz",
    );
    expect(link(page, "certificate-pdf-1-1-uz")?.textContent).to.equal("PDF (узбекский)");
  });

  it("offers a signed conclusion once: the file staff uploaded has one language", async () => {
    const answer = results(anInstrument(2, true));
    http.reply("GET", "/api/appeals/57/results", { body: { data: answer } });
    const page = await openResults(answer);
    expect(link(page, "certificate-pdf-1-2")?.textContent).to.equal("Imzolangan xulosani yuklab olish");
    expect(link(page, "certificate-pdf-1-2-ru")).to.equal(null);
    expect(page.querySelectorAll("[data-testid=result-row-1-2] a")).to.have.length(1);
  });
});
