// Screenshots of the main pages in both languages, to look at the portal as a person
// would: `npx tsx e2e/scripts/screenshots.ts [base-url]` (default: a fresh embedded
// server with the built UI). PNGs go to e2e/screenshots/pages/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { openBrowser } from "@portal/testkit/chromium";
import { startPortalWithUi } from "../test/support/portal";

const out = join(import.meta.dirname, "..", "screenshots", "pages");
mkdirSync(out, { recursive: true });

const given = process.argv[2];
const portal = given ? undefined : await startPortalWithUi();
const base = given ?? portal!.url;

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  // A modal is fixed to the window: shoot the window, not the whole page, when one is open.
  const modalOpen = (await page.locator("[role=dialog]").count()) > 0;
  await page.screenshot({ path: join(out, `${name}.png`), fullPage: !modalOpen });
  console.log(`saved ${name}.png`);
}

async function signIn(page: Page, login: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel(/^Login|^Логин/).fill(login);
  await page.getByLabel(/^Parol|^Пароль/).fill("Demo12345!");
  await page.locator("form button[type=submit]").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

// A few appeals and own devices, so the lists have rows to show.
if (portal) {
  const company = await portal.signedIn("demo.company");
  for (let i = 0; i < 3; i++)
    await company.post("/front/save-appeal", {
      appeal: { branch_id: 1, account_number_id: 1 },
      devices: [{ type_id: 4, device_id: 49, amount: i + 1, check_in: 1, check_out: 0 }],
      offer_accepted: true,
    });
  await company.post("/self-devices/save", {
    device_id: 49,
    country_id: 4,
    area_of_use_id: 14,
    inspection_date: "2025-03-01",
    next_inspection_date: "2026-03-01",
  });
}

for (const lang of ["uz", "ru"] as const) {
  const browser = await openBrowser();
  const { page } = browser;
  await page.goto(base);
  await page.evaluate((l) => localStorage.setItem("portal.lang", l), lang);
  await page.goto(base);
  await shoot(page, `${lang}-home`);
  await page.goto(`${base}/feedback`);
  await page.locator("form button[type=submit]").click();
  await shoot(page, `${lang}-feedback-anonymous-errors`);
  await page.getByRole("tab").nth(1).click();
  await page.locator("form button[type=submit]").click();
  await shoot(page, `${lang}-feedback-identified-errors`);
  await page.goto(`${base}/login`);
  await shoot(page, `${lang}-sign-in`);
  await signIn(page, "demo.person");
  await shoot(page, `${lang}-cabinet-person`);
  await page.locator("main .card__header button").first().click();
  await shoot(page, `${lang}-personal-modal`);
  await page.goto(`${base}/offer`);
  await page.locator(".offer-checkbox input").check();
  await page.waitForTimeout(500);
  await shoot(page, `${lang}-offer-modal`);
  await browser.close();

  const company = await openBrowser();
  await company.page.goto(base);
  await company.page.evaluate((l) => localStorage.setItem("portal.lang", l), lang);
  await signIn(company.page, "demo.company");
  await shoot(company.page, `${lang}-cabinet-company`);
  await company.page.locator("[aria-labelledby=accounts-title] .card__header button").click();
  await company.page.locator("form.subform button[type=submit]").click();
  await shoot(company.page, `${lang}-bank-account-errors`);
  await company.page.locator("[aria-labelledby=requisites-title] .card__header button").click();
  await company.page.locator("[data-modal=requisites-modal] .modal__body > .btn").click();
  await shoot(company.page, `${lang}-requisites-chooser`);
  await company.page.goto(`${base}/self-devices`);
  await shoot(company.page, `${lang}-self-devices`);
  await company.page.locator("main .page-header button").click();
  await company.page.locator("[data-modal=self-device-modal] button[type=submit]").click();
  await shoot(company.page, `${lang}-self-device-modal`);
  await company.page.goto(`${base}/application/expected`);
  await shoot(company.page, `${lang}-my-applications`);
  await company.close();
}

// The staff's and the reviewer's pages.
for (const lang of ["uz", "ru"] as const) {
  const staff = await openBrowser();
  await staff.page.goto(base);
  await staff.page.evaluate((l) => localStorage.setItem("portal.lang", l), lang);
  await signIn(staff.page, "demo.staff");
  await shoot(staff.page, `${lang}-staff-inbox`);
  await staff.page.goto(`${base}/staff/new`);
  await staff.page.locator("input[name=customer]").fill("Demo");
  await staff.page.locator("form button[type=submit]").click();
  await staff.page.locator("[data-testid=offline-customers]").waitFor();
  await shoot(staff.page, `${lang}-offline-search`);
  await staff.page.goto(`${base}/staff/new/2/verification`);
  await shoot(staff.page, `${lang}-offline-verification`);
  await staff.close();

  const reviewer = await openBrowser();
  await reviewer.page.goto(base);
  await reviewer.page.evaluate((l) => localStorage.setItem("portal.lang", l), lang);
  await signIn(reviewer.page, "demo.reviewer");
  await reviewer.page.goto(`${base}/reviewer/application/1/update`);
  await reviewer.page.locator("[data-testid=application-list]").waitFor();
  await shoot(reviewer.page, `${lang}-reviewer-update`);
  await reviewer.close();
}

// A phone-sized screen.
const phone = await openBrowser({ viewport: { width: 390, height: 844 } });
await signIn(phone.page, "demo.company");
await shoot(phone.page, "uz-phone-cabinet");
await phone.page.goto(`${base}/feedback`);
await shoot(phone.page, "uz-phone-feedback");
await phone.close();

await portal?.stop();
