import { expect } from "chai";
import type { Page } from "playwright-core";
import {
  certificatePdf,
  contractedAppeal,
  daysAgo,
  dotted,
  expectIso17025,
  LAB,
  LABELS,
  type MeasurementTyping,
  saveResults,
  screenshotForm,
  screenshotPart,
  typeMeasurement,
} from "./scenarios/certificate";
import { auditPage, settledState } from "./support/audit";
import { useBrowserSuite } from "./support/harness";

/** The seed's instrument of both rows (devices 49 and 148), as the certificate names it. */
const SCALE = { uz: "Elektron savdo tarozisi (15 kg gacha)", ru: "Весы торговые электронные (до 15 кг)" };
/** The demo's reference standards (server/src/demoStandards.ts): two valid, one expired. */
const WEIGHTS = { serial: "GT-2041", certificate: "UzNIM-2026-0412" };
const CALIBRATOR = { serial: "517-0093", certificate: "UzNIM-2026-1187" };
const EXPIRED = "KMD-1127";

/** The certificate number of the first instrument, as the results table shows it. */
const certificateNumber = async (page: Page) =>
  (await page.getByTestId("result-row-1-1").locator("td.mono").nth(2).textContent())?.trim() ?? "";

/** Whether the page scrolls sideways: wider than its window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) > window.innerWidth);

/** 70 points of a 15 kg scale every 200 g; every tenth adjusted back to its nominal. */
const calibrationPoints = (): MeasurementTyping["points"] =>
  Array.from({ length: 70 }, (_, i) => {
    const grams = (i + 1) * 200;
    const kg = (g: number) => `${Math.floor(g / 1000)},${String(g % 1000).padStart(3, "0")}`;
    return [kg(grams), kg(grams + (i % 3) - 1), i % 10 === 9 ? kg(grams) : "", "0,001"] as const;
  });

describe("the certificate a metrologist would sign: results recorded through the form (browser, issue 28)", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on", ORG_NAME: LAB.name, ORG_ADDRESS: LAB.address } });

  it("staff record a verification with two standards, conditions and three points (Uzbek, 1366 px); its certificate holds ISO/IEC 17025 §7.8 in uz and ru", async function () {
    this.timeout(180_000);
    const { page } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });
    const id = await contractedAppeal(e2e, { type_id: 4, device_id: 49 });
    const [received, work, serial] = [daysAgo(2), daysAgo(1), `ISO-V-${Date.now()}`];
    await page.goto(e2e.url(`/staff/appeals/${id}/results`));

    // The receipt first, as the lab records it; the certificate prints its day.
    const receipt = page.getByTestId("receipt-form");
    await receipt.getByLabel("Qabul qilingan sana", { exact: true }).fill(dotted(received));
    await receipt.getByTestId("receipt-1-1").getByRole("checkbox").check();
    await receipt.getByTestId("receipt-save").click();
    await page
      .getByTestId("results-entry")
      .getByText(`Qabul qilingan: ${dotted(received)}`)
      .waitFor();

    const entry = page.getByTestId("result-entry-1-1");
    const words = LABELS.uz;
    await entry.getByLabel(words.serial, { exact: true }).fill(serial);
    await entry.getByLabel(words.workDate, { exact: true }).fill(dotted(work));
    const part = entry.getByTestId("measurement-1-1");
    expect(await part.getByRole("checkbox", { name: new RegExp(`№ ${EXPIRED} `) }).isDisabled()).to.equal(
      true,
    );
    const typing: MeasurementTyping = {
      method: "gost-8-453",
      standards: [WEIGHTS.serial, CALIBRATOR.serial],
      conditions: ["20,4", "48", "99,1"],
      conditionOnReceipt: "Tashqi shikastlanishlarsiz, plombasi butun",
      unit: "kg",
      mpe: "0,005",
      guarded: true,
      points: [
        ["1", "1,002", "", "0,0005"],
        ["5", "5,003", "", "0,0010"],
        ["15", "14,997", "", "0,0015"],
      ],
    };
    const signer = await typeMeasurement(entry, "uz", typing);
    // The errors and the verdict as typed; the verdict decides the outcome.
    for (const [n, error] of ["0,002", "0,003", "−0,003"].entries())
      expect(await part.getByTestId(`m-1-1-error-${n + 1}`).textContent()).to.equal(error);
    await part.getByTestId("m-1-1-verdict").getByText("barcha nuqtalar mos — yaroqli").waitFor();
    const outcome = entry.getByLabel(words.outcome, { exact: true });
    expect(await outcome.inputValue()).to.equal("fit");
    expect(await outcome.isDisabled()).to.equal(true);
    await settledState(page);
    expect(await auditPage(page)).to.deep.equal([]);
    await screenshotForm(page, "certificate-form-uz-1366");
    await saveResults(page, "uz");

    const summary = page.getByTestId("result-row-1-1").getByTestId("measurement-summary");
    await summary.waitFor();
    expect(await summary.textContent())
      .to.include("GOST 8.453-82")
      .and.include("3 nuqta")
      .and.include(signer.authoriser);
    await screenshotPart(page.getByTestId("appeal-results"), "certificate-results-uz-1366");
    const number = await certificateNumber(page);
    expect(number).to.match(/^01-\d{4}-[0-9A-Z]{8}$/);
    for (const lang of ["uz", "ru"] as const)
      expectIso17025(await certificatePdf(page, lang, "uz"), lang, {
        kind: "verification",
        number,
        customer: "Demo Metall MChJ",
        device: SCALE,
        serial,
        typing,
        received,
        work,
        issued: daysAgo(0),
        standardCertificates: [WEIGHTS.certificate, CALIBRATOR.certificate],
        ...signer,
        printedValues: ["1,002", "5,003", "14,997", "−0,003", "0,0005 (2)", "0,0015 (2)"],
      });
  });

  it("staff record a calibration of 70 points on a phone (Russian, 390 px); its certificate runs over several pages, each numbered, with one end mark", async function () {
    this.timeout(300_000);
    const { page } = e2e;
    await page.goto(e2e.url("/"));
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.locator("html[lang=ru]").waitFor({ state: "attached" });
    await page.setViewportSize({ width: 390, height: 844 });
    const id = await contractedAppeal(e2e, { type_id: 7, section_id: 24, device_id: 148 });
    const [received, work, serial] = [daysAgo(3), daysAgo(1), `ISO-K-${Date.now()}`];
    await page.goto(e2e.url(`/staff/appeals/${id}/results`));

    const entry = page.getByTestId("result-entry-1-1");
    const words = LABELS.ru;
    await entry.getByLabel(words.serial, { exact: true }).fill(serial);
    await entry.getByLabel(words.workDate, { exact: true }).fill(dotted(work));
    const points = calibrationPoints();
    const typing: MeasurementTyping = {
      method: "oiml-r76",
      standards: [WEIGHTS.serial],
      conditions: ["21,2", "52", "100,3"],
      conditionOnReceipt: "Без внешних повреждений, пломба цела",
      unit: "кг",
      points,
      receivedOn: received,
    };
    const signer = await typeMeasurement(entry, "ru", typing);
    // Without an MPE a calibration states no conformity: staff choose the outcome.
    const part = entry.getByTestId("measurement-1-1");
    await part.getByTestId("m-1-1-verdict").getByText("без заявления о соответствии").waitFor();
    expect(await part.getByTestId("m-1-1-error-70").textContent()).to.equal("0,000");
    await entry.getByLabel(words.outcome, { exact: true }).selectOption("fit");
    expect(await scrollsSideways(page), "the page fits the phone: the table scrolls in its box").to.equal(
      false,
    );
    await settledState(page);
    expect(await auditPage(page)).to.deep.equal([]);
    await screenshotForm(page, "certificate-form-ru-390");
    await saveResults(page, "ru");

    const summary = page.getByTestId("result-row-1-1").getByTestId("measurement-summary");
    await summary.waitFor();
    expect(await summary.textContent())
      .to.include("OIML R 76-1:2006")
      .and.include("точек: 70");
    await screenshotPart(page.getByTestId("appeal-results"), "certificate-results-ru-390");
    const number = await certificateNumber(page);
    for (const lang of ["ru", "uz"] as const) {
      const pages = expectIso17025(await certificatePdf(page, lang, "ru"), lang, {
        kind: "calibration",
        number,
        customer: "Demo Metall MChJ",
        device: SCALE,
        serial,
        typing,
        received,
        work,
        issued: daysAgo(0),
        standardCertificates: [WEIGHTS.certificate],
        ...signer,
        printedValues: ["0,200", "0,199", "14,000", "0,001 (2)"],
      });
      expect(pages, `${lang}: 70 points take several pages`).to.be.greaterThan(1);
    }
  });
});
