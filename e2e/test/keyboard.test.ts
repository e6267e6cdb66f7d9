import { expect } from "chai";
import type { Page } from "playwright-core";
import { waitForSettledPage } from "./support/audit";
import { DEMO_PASSWORD, dialog, toast, useBrowserSuite } from "./support/harness";
import { arrowToOption, expectVisibleFocus, focused, tabTo } from "./support/keyboard";

/** Starts a page's keyboard walk from its top, as a reader who has just arrived. */
async function arrive(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForSettledPage(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Signs in with the keyboard only: Tab to the login, type, Tab, type, Enter. */
async function signInByKeyboard(page: Page, url: string, login: string): Promise<void> {
  await arrive(page, url);
  await tabTo(page, /^input\|login\|/);
  await page.keyboard.type(login);
  await page.keyboard.press("Tab");
  expect(await focused(page)).to.match(/^input\|password\|/);
  await expectVisibleFocus(page);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await page.waitForURL((u) => u.pathname !== "/login");
  await page.getByTestId("user-name").waitFor({ state: "attached" });
}

describe("keyboard only: no mouse, the focus visible at every stop", () => {
  const e2e = useBrowserSuite();

  it("signs in", async () => {
    const { page } = e2e;
    await signInByKeyboard(page, e2e.url("/login"), "demo.person");
    expect(await page.getByTestId("user-name").textContent()).to.not.equal("");
  });

  it("sends feedback", async () => {
    const { page } = e2e;
    await arrive(page, e2e.url("/feedback"));
    await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
    await tabTo(page, /^textarea\|message\|/);
    await page.keyboard.type("Klaviatura bilan yozilgan murojaat");
    await tabTo(page, /^select\|branch\|/);
    await page.keyboard.press("ArrowDown");
    expect(await page.locator("select[name=branch]").inputValue()).to.not.equal("");
    await tabTo(page, /^button\|.*\|Yuborish$/);
    await page.keyboard.press("Enter");
    await toast(page, "Muvaffaqiyatli yuborildi").waitFor();
    expect(await page.locator("textarea[name=message]").inputValue()).to.equal("");
  });

  it("fills and sends a verification application of three lines", async function () {
    this.timeout(180_000);
    const { page } = e2e;
    await signInByKeyboard(page, e2e.url("/login"), "demo.company");
    await arrive(page, e2e.url("/applications/verification"));
    await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });

    await tabTo(page, /^select\|branch\|/);
    await page.keyboard.press("ArrowDown");
    expect(await page.locator("select[name=branch]").inputValue()).to.not.equal("");

    // The requisites: a button opens the chooser, whose first 'Tanlash' takes one.
    await tabTo(page, /^button\|.*Rekvizitni tanlash/);
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    await tabTo(page, /^button\|.*\|Tanlash$/);
    await page.keyboard.press("Enter");
    await dialog(page).waitFor({ state: "detached" });
    expect(await page.getByTestId("chosen-requisite").textContent()).to.not.equal("Rekvizit tanlanmagan");

    // Three lines: the service type, a device of it, then 'add to the list'.
    const chosen: string[] = [];
    for (const n of [0, 1, 2]) {
      await tabTo(page, /^select\|type\|/);
      await arrowToOption(page, /^Kalibrlash$/);
      await page.locator("select[name=device] option").nth(3).waitFor({ state: "attached" });
      await tabTo(page, /^select\|device\|/);
      // A device of its own on every line: the first not chosen yet.
      await arrowToOption(page, (name) => name !== "Tanlang" && !chosen.includes(name));
      chosen.push(((await page.locator("select[name=device] option:checked").textContent()) ?? "").trim());
      await tabTo(page, /^button\|.*\|Roʻyxatga qoʻshish$/);
      await page.keyboard.press("Enter");
      await page.getByTestId("application-list").locator("tbody tr").nth(n).waitFor();
    }
    expect(await page.getByTestId("application-list").locator("tbody tr").count()).to.equal(3);

    // The offer: Space ticks it, its modal's 'Roziman' agrees.
    await tabTo(page, /^input\|.*Ommaviy oferta shartlari bilan tanishdim va roziman/);
    await page.keyboard.press("Space");
    await dialog(page).waitFor();
    await tabTo(page, /^button\|.*\|Roziman$/);
    await page.keyboard.press("Enter");
    await dialog(page).waitFor({ state: "detached" });

    await tabTo(page, /^button\|.*\|Yuborish$/);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
    const first = page.getByTestId("appeals-table").locator("tbody tr").first();
    expect(await first.textContent()).to.include("Qiyoslash / kalibrlash");
  });
});
