import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { demoCertificate } from "./support/auditPages";
import { useBrowserSuite } from "./support/harness";

const SCREENSHOTS = join(import.meta.dirname, "..", "..", "docs", "screenshots");
const WRONG = "01-2026-ZZZZZZZZ";

/** What a visitor reads, in each language. */
const WORDS = {
  uz: {
    certificate: "Sertifikat",
    missing: "Bunday sertifikat topilmadi",
    hint: "sertifikatda qanday bosilgan",
  },
  ru: { certificate: "Сертификат", missing: "Такой сертификат не найден", hint: "напечатан на сертификате" },
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

async function shoot(page: Page, screen: Screen, what: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `public-check-${what}-${screen.viewport.width}.png`) });
}

describe("the public check: a visitor checks a certificate, again, then a wrong number", () => {
  const e2e = useBrowserSuite({ env: { DEMO_DATA: "on" } });

  for (const screen of SCREENS)
    it(`finds it however typed, again, and says what to check on a miss (${screen.name}, ${screen.lang})`, async () => {
      const number = await demoCertificate(e2e);
      const words = WORDS[screen.lang];
      const browser = e2e.page.context().browser();
      if (!browser) throw new Error("no browser");
      const context = await browser.newContext({
        viewport: screen.viewport,
        isMobile: screen.touch,
        hasTouch: screen.touch,
        locale: screen.lang === "ru" ? "ru-RU" : "uz-UZ",
      });
      try {
        // The visitor chose the language before, as the portal remembers it.
        await context.addInitScript((lang) => localStorage.setItem("portal.lang", lang), screen.lang);
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
});
