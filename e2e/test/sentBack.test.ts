import { expect } from "chai";
import type { Page } from "playwright-core";
import { signOut } from "./support/api";
import { docScreenshot } from "./support/docScreenshot";
import { acceptOffer, sendAndOpenMyApplications } from "./support/forms";
import { type E2e, signIn, useBrowserSuite } from "./support/harness";

const REASON = "Ikkinchi tarozining zavod raqamlarini to'liq yozing";

/** Adds one line of device 148 (Kalibrlash) with its serial numbers, `more` times more than one. */
async function addLine(page: Page, serials: string, more = 0): Promise<void> {
  await page.getByLabel("Xizmat turi").selectOption({ label: "Kalibrlash" });
  await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
  await page.getByLabel("Qurilma", { exact: true }).selectOption("148");
  await page.getByLabel("Maxsus talablar").fill(serials);
  for (let i = 0; i < more; i++) await page.getByRole("button", { name: "Koʻpaytirish" }).click();
  await page.getByRole("button", { name: "Roʻyxatga qoʻshish" }).click();
}

/** The reviewer opens the verification appeal from the inbox's row (its update page), then its status page. */
async function openFromInbox(e2e: E2e, id: number): Promise<void> {
  const { page } = e2e;
  await signIn(e2e, "demo.reviewer");
  await page.getByTestId(`inbox-row-${id}`).getByRole("link", { name: "Ishlash" }).click();
  await page.waitForURL((url) => url.pathname === `/reviewer/application/${id}/update`);
  await page.getByRole("link", { name: "Holati va tarixi" }).click();
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
}

const status = (page: Page) => page.locator(".facts [data-testid=appeal-status]");

describe("a sent-back application is corrected in its own form and resubmitted (browser)", () => {
  const e2e = useBrowserSuite();

  it("at 1366×900 in Uzbek: applied, sent back with a reason, corrected, resubmitted, seen again by the reviewer", async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1366, height: 900 });

    // The customer applies for the verification of two lines.
    await signIn(e2e, "demo.person");
    await page.getByRole("link", { name: "Ariza berish" }).click();
    await page.getByRole("link", { name: "Qiyoslash / kalibrlash uchun ariza" }).click();
    await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
    await addLine(page, "Zavod raqami: T-100");
    await addLine(page, "Zavod raqami: T-200", 1);
    expect(await page.getByTestId("application-list").locator("tbody tr").count()).to.equal(2);
    await page.getByLabel("Filial").selectOption({ index: 1 });
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    const id = Number(/#(\d+)/.exec(row)?.[1]);
    expect(id).to.be.greaterThan(0);
    await signOut(page);

    // The reviewer takes it for review and sends it back with the reason.
    await openFromInbox(e2e, id);
    await page.getByRole("button", { name: "Koʻrib chiqishga olish", exact: true }).click();
    await status(page).filter({ hasText: "Koʻrib chiqilmoqda" }).waitFor();
    await page.getByLabel("Izoh (sababi)").fill(REASON);
    await page.getByRole("button", { name: "Tuzatishga qaytarish", exact: true }).click();
    await status(page).filter({ hasText: "Tuzatish kerak" }).waitFor();
    await signOut(page);

    // The customer reads the reason atop the appeal page and opens the form.
    await signIn(e2e, "demo.person", "/application/expected");
    await page
      .getByTestId("appeals-table")
      .getByRole("link", { name: `#${id}` })
      .click();
    const notice = page.getByTestId("sent-back-notice");
    await notice.waitFor();
    expect(await notice.innerText())
      .to.include("Ariza qaytarildi")
      .and.include(REASON);
    expect(await page.getByRole("button", { name: "Qayta yuborish" }).count()).to.equal(0);
    await docScreenshot(page, "sent-back-appeal-uz", { fullPage: true });
    await notice.getByRole("link", { name: "Tuzatish va qayta yuborish" }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}/resubmit`);

    // The form comes with everything saved: the reason on top, both lines with their serial numbers.
    const rows = page.getByTestId("application-list").locator("tbody tr");
    await rows.nth(1).waitFor();
    expect(await page.getByTestId("sent-back-notice").innerText()).to.include(REASON);
    expect(await rows.nth(0).innerText()).to.include("Zavod raqami: T-100");
    expect(await rows.nth(1).innerText())
      .to.include("Zavod raqami: T-200")
      .and.include("\t2\t");
    await docScreenshot(page, "sent-back-form-uz", { fullPage: true });

    // The second line gets its missing serial number and one more device.
    await rows.nth(1).getByRole("button", { name: "Tahrirlash" }).click();
    await page.getByLabel("Maxsus talablar").fill("Zavod raqami: T-200, T-201, T-202");
    await page.getByRole("button", { name: "Koʻpaytirish" }).click();
    await page.getByRole("button", { name: "Oʻzgarishni saqlash" }).click();
    expect(await rows.nth(1).innerText())
      .to.include("T-202")
      .and.include("\t3\t");
    await page.getByRole("button", { name: "Qayta yuborish", exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}`, { timeout: 15_000 });
    await status(page).filter({ hasText: "Yuborilgan" }).waitFor();
    expect(await page.getByTestId("sent-back-notice").count()).to.equal(0);
    expect(await page.getByTestId("appeal-rows").innerText()).to.include("T-202");
    await docScreenshot(page, "sent-back-resubmitted-uz", { fullPage: true });
    await signOut(page);

    // The reviewer sees the resubmitted application, the same id, with the corrected line.
    await openFromInbox(e2e, id);
    expect(await status(page).innerText()).to.equal("Yuborilgan");
    await page.getByRole("heading", { name: `Ariza #${id}` }).waitFor();
    expect(await page.getByTestId("appeal-rows").innerText()).to.include("Zavod raqami: T-200, T-201, T-202");
    expect(await page.getByTestId("appeal-history").innerText()).to.include(REASON);
    await docScreenshot(page, "sent-back-reviewer-uz", { fullPage: true });
  });
});
