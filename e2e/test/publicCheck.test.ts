import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import type { Locator, Page } from "playwright-core";
import { auditPage } from "./support/audit";
import { demoCertificate } from "./support/auditPages";
import { docScreenshot } from "./support/docScreenshot";
import { useBrowserSuite } from "./support/harness";
import { type MeasuredCertificates, measuredCertificates } from "./support/measuredCertificates";

const WRONG = "01-2026-ZZZZZZZZ";

/** What a visitor reads, in each language. */
const WORDS = {
  uz: {
    certificate: "Sertifikat",
    missing: "Bunday sertifikat topilmadi",
    hint: "sertifikatda qanday bosilgan",
    signatureValid: "Imzo haqiqiy",
    nominal: "Nominal, kg",
    verdict: "foydalanishga yaroqli deb topildi",
    genuine: "Bu fayl aynan berilgan №",
    revoked: "ammo sertifikat bekor qilingan",
    unknown: "Haqiqiy emas",
  },
  ru: {
    certificate: "Сертификат",
    missing: "Такой сертификат не найден",
    hint: "напечатан на сертификате",
    signatureValid: "Подпись действительна",
    nominal: "Номинал, kg",
    verdict: "пригодным к применению",
    genuine: "в точности сертификат №",
    revoked: "но сертификат аннулирован",
    unknown: "Не подлинный",
  },
} as const;

/** A desktop in Uzbek, and a phone held in the hand (touch, the mobile viewport) in Russian. */
const SCREENS = [
  { name: "desktop", lang: "uz", viewport: { width: 1366, height: 900 }, touch: false },
  { name: "phone", lang: "ru", viewport: { width: 390, height: 844 }, touch: true },
] as const;
type Screen = (typeof SCREENS)[number];

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Types and sends a search the way the screen does it: a click, or a tap. */
async function searchFor(page: Page, screen: Screen, typed: string): Promise<void> {
  await page.getByTestId("check-query").fill(typed);
  const submit = page.getByTestId("check-submit");
  const answered = page.waitForResponse((r) => r.url().includes("/api/public/certificates"));
  await (screen.touch ? submit.tap() : submit.click());
  await answered;
  // The button is back for the next search once the answer is shown.
  await page.locator("[data-testid=check-submit]:not([disabled])").waitFor();
}

const shoot = (page: Page, screen: Screen, what: string): Promise<void> =>
  docScreenshot(page, `public-check-${what}-${screen.viewport.width}`);

/** A fresh browser context of the screen, the visitor's language chosen before, as the portal remembers it. */
async function visitorOn(page: Page, screen: Screen) {
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const context = await browser.newContext({
    viewport: screen.viewport,
    isMobile: screen.touch,
    hasTouch: screen.touch,
    locale: screen.lang === "ru" ? "ru-RU" : "uz-UZ",
  });
  await context.addInitScript((lang) => localStorage.setItem("portal.lang", lang), screen.lang);
  return context;
}

/** Chooses a PDF in "check a file" and sends it; answers the verdict's notice once it is shown. */
async function checkFile(page: Page, name: string, bytes: Buffer, verdict: string): Promise<Locator> {
  await page.getByTestId("check-file").setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
  await page.getByTestId("check-file-submit").click();
  const notice = page.locator(`[data-testid=file-verdict][data-verdict=${verdict}]`);
  await notice.waitFor();
  await page.locator("[data-testid=check-file-submit]:not([disabled])").waitFor();
  return notice;
}

/** Downloads a link of the page into `folder` as the name the page gives it; answers that name. */
async function save(page: Page, link: Locator, folder: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const name = download.suggestedFilename();
  await download.saveAs(join(folder, name));
  return name;
}

/** Runs the machine's openssl in `cwd`: its exit code and what it said. */
const openssl = (args: readonly string[], cwd: string) =>
  new Promise<{ code: number; output: string }>((resolve) =>
    execFile("openssl", args, { cwd, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  );

/** Scrolls so that the element is at the top of the screen, for a screenshot of it and what follows. */
const toTop = (locator: Locator) => locator.evaluate((el) => el.scrollIntoView({ block: "start" }));

const shootCheck = (page: Page, screen: Screen, what: string, fullPage = false): Promise<void> =>
  docScreenshot(page, `check-${what}-${screen.viewport.width}`, { fullPage });

describe("the public check: a visitor checks a certificate, again, then a wrong number, then a file", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });
  let measured: MeasuredCertificates;
  before(async function () {
    this.timeout(60_000);
    measured = await measuredCertificates(e2e.portal);
  });

  for (const screen of SCREENS)
    it(`finds it however typed, again, and says what to check on a miss (${screen.name}, ${screen.lang})`, async () => {
      const number = await demoCertificate(e2e);
      const words = WORDS[screen.lang];
      const context = await visitorOn(e2e.page, screen);
      try {
        const page = await context.newPage();
        await page.goto(e2e.url("/check"));
        const [branch, year, random] = number.split("-");

        // Typed in lower case with spaces: found, and the address names the certificate.
        await searchFor(page, screen, `${branch} ${year} ${random!.toLowerCase()}`);
        await page.waitForURL((url) => url.pathname === `/check/${number}`);
        const card = page.locator(`[data-testid=check-result][data-number="${number}"]`);
        await card.waitFor();
        expect(await card.locator("h2").textContent())
          .to.include(words.certificate)
          .and.include(number);
        // The demo's certificates are signed by the lab, and the signature holds.
        const signature = card.getByTestId("signature-valid");
        expect(await signature.getAttribute("data-valid")).to.equal("true");
        expect(await signature.textContent()).to.equal(words.signatureValid);
        expect(await scrollsSideways(page), "sideways scroll on the result").to.equal(false);
        await shoot(page, screen, "found");

        // The same number again: looked up again, the button not stuck, no second entry in the history.
        const before = await page.evaluate(() => history.length);
        await searchFor(page, screen, number);
        await card.waitFor();
        expect(await page.evaluate(() => history.length)).to.equal(before);
        expect(new URL(page.url()).pathname).to.equal(`/check/${number}`);

        // A wrong number: the address follows it, and the notice says what to check.
        await searchFor(page, screen, WRONG.toLowerCase());
        await page.waitForURL((url) => url.pathname === `/check/${WRONG}`);
        const missing = page.getByTestId("check-missing");
        await missing.waitFor();
        expect(await missing.textContent())
          .to.include(words.missing)
          .and.include(WRONG)
          .and.include(words.hint);
        expect(await page.getByTestId("check-result").count()).to.equal(0);
        expect(await missing.evaluate((el) => getComputedStyle(el).backgroundColor)).to.not.equal(
          "rgb(255, 255, 255)",
        );
        expect(await scrollsSideways(page), "sideways scroll on the miss").to.equal(false);
        await shoot(page, screen, "miss");

        // Back goes to the certificate, forward to the miss.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === `/check/${number}`);
        await card.waitFor();
        expect(await page.getByTestId("check-query").inputValue()).to.equal(number);
        await page.goForward();
        await missing.waitFor();
      } finally {
        await context.close();
      }
    });

  for (const screen of SCREENS)
    it(`shows the signature and the measurement, verifies by OpenSSL, and checks the PDF, a changed copy and a revoked one (${screen.name}, ${screen.lang})`, async () => {
      const { genuine, revoked, standardCertificate } = measured;
      const words = WORDS[screen.lang];
      const context = await visitorOn(e2e.page, screen);
      const folder = mkdtempSync(join(tmpdir(), "portal-check-"));
      try {
        const page = await context.newPage();
        await page.goto(e2e.url(`/check/${genuine.number}`));
        const card = page.locator(`[data-testid=check-result][data-number="${genuine.number}"]`);
        await card.waitFor();
        expect(await card.getByTestId("signature-valid").textContent()).to.equal(words.signatureValid);
        const measurement = card.getByTestId("check-measurement");
        expect(await measurement.locator("th").nth(1).textContent()).to.equal(words.nominal);
        expect(await measurement.locator("tbody tr").count()).to.equal(3);
        expect(await measurement.getByTestId("check-verdict").textContent()).to.include(words.verdict);
        expect(await card.getByTestId("check-standards").textContent()).to.include(standardCertificate);

        // What the page offers to download is what the lab signed: OpenSSL says so, against the lab's certificate.
        await card.locator("details summary").click();
        const files = card.locator("details");
        const pem = await save(page, files.locator('a[download="lab-certificate.pem"]'), folder);
        const json = await save(
          page,
          files.locator(`a[download="certificate-${genuine.number}.json"]`),
          folder,
        );
        const p7s = await save(
          page,
          files.locator(`a[download="certificate-${genuine.number}.json.p7s"]`),
          folder,
        );
        const verified = await openssl(
          [
            "cms",
            "-verify",
            "-binary",
            "-inform",
            "DER",
            "-in",
            p7s,
            "-content",
            json,
            "-CAfile",
            pem,
          ].concat(["-purpose", "any", "-out", "/dev/null"]),
          folder,
        );
        expect(verified.code, verified.output).to.equal(0);
        expect(verified.output).to.include("Verification successful");
        expect(await scrollsSideways(page), "sideways scroll on the certificate").to.equal(false);
        expect(await auditPage(page), "axe on the certificate, its signature's files open").to.deep.equal([]);
        await shootCheck(page, screen, "certificate", true);

        // The PDF as issued: genuine, in green, with its certificate.
        await page.goto(e2e.url("/check"));
        const issued = await checkFile(page, `${genuine.number}.pdf`, genuine.pdf[screen.lang], "genuine");
        expect(await issued.textContent())
          .to.include(words.genuine)
          .and.include(genuine.number);
        await page.locator(`[data-testid=check-result][data-number="${genuine.number}"]`).waitFor();
        expect(await scrollsSideways(page), "sideways scroll on a genuine file").to.equal(false);
        await toTop(page.locator(".check-file"));
        await shootCheck(page, screen, "genuine");

        // The same PDF with one byte changed: not genuine, and no certificate shown.
        const changed = Buffer.from(genuine.pdf[screen.lang]);
        const middle = Math.floor(changed.length / 2);
        changed[middle] = (changed[middle] ?? 0) ^ 0x01;
        const unknown = await checkFile(page, `${genuine.number}-copy.pdf`, changed, "unknown");
        expect(await unknown.textContent()).to.include(words.unknown);
        expect(await page.getByTestId("check-result").count()).to.equal(0);
        expect(await scrollsSideways(page), "sideways scroll on a changed file").to.equal(false);
        await toTop(page.locator(".check-file"));
        await shootCheck(page, screen, "unknown");

        // A revoked certificate's PDF: the one issued, but revoked.
        const gone = await checkFile(page, `${revoked.number}.pdf`, revoked.pdf[screen.lang], "revoked");
        expect(await gone.textContent())
          .to.include(words.revoked)
          .and.include(revoked.number);
        await page
          .locator(`[data-testid=check-result][data-number="${revoked.number}"] [data-status=revoked]`)
          .waitFor();
        expect(await scrollsSideways(page), "sideways scroll on a revoked file").to.equal(false);
        expect(await auditPage(page), "axe on a file's verdict").to.deep.equal([]);
        await toTop(page.locator(".check-file"));
        await shootCheck(page, screen, "revoked");
      } finally {
        await context.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });
});
