import { expect } from "chai";
import type { Locator, Page } from "playwright-core";
import { signIn, useBrowserSuite } from "./support/harness";

const table = (page: Page) => page.getByTestId("accounts-table");
const row = (page: Page, account: string) => table(page).locator(`tr[data-account="${account}"]`);
const confirmDialog = (page: Page) => page.locator("[data-modal=confirm-dialog]");
const activeAccounts = async (page: Page) =>
  table(page)
    .locator("tbody tr", { has: page.locator(".badge--success") })
    .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-account")));

async function confirm(page: Page, expected: string | RegExp, yes: (dialog: Locator) => Locator) {
  const dialog = confirmDialog(page);
  await dialog.getByText(expected).waitFor();
  await yes(dialog).click();
  await dialog.waitFor({ state: "detached" });
}

describe("the legal entity's bank accounts (browser)", () => {
  const e2e = useBrowserSuite();
  // The suite shares one server: each test adds an account number of its own.
  let serial = 0;
  let NEW = "";
  beforeEach(() => {
    serial += 1;
    NEW = `2020800090000${String(1199900 + serial)}`;
  });

  async function addAccount(page: Page) {
    await page.getByRole("button", { name: "+ Hisob raqam qoʻshish" }).click();
    await page.getByLabel("Bank nomi").fill("Hamkorbank (namuna)");
    await page.getByLabel("MFO").pressSequentially("00a873");
    await page.getByLabel("Hisob raqami").fill(NEW);
    expect(await page.getByLabel("MFO").inputValue()).to.equal("00873");
    await page.getByRole("button", { name: "Saqlash" }).click();
    await row(page, NEW).waitFor();
  }

  it("adds an account, numeric fields taking digits only, and keeps it after a reload", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await addAccount(page);
    await page.reload();
    await row(page, NEW).getByText("Hamkorbank (namuna)").waitFor();
  });

  it("shows the server's message under each refused field", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "+ Hisob raqam qoʻshish" }).click();
    await page.getByLabel("MFO").fill("12");
    await page.getByRole("button", { name: "Saqlash" }).click();
    await page.getByText("Bank nomini kiriting").waitFor();
    await page.getByText("MFO 5 ta raqamdan iborat boʻlishi kerak").waitFor();
    await page.getByText("Hisob raqamini kiriting").waitFor();
  });

  it("edits then updates an account", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await addAccount(page);
    await row(page, NEW).getByRole("button", { name: "Tahrirlash" }).click();
    expect(await page.getByLabel("Bank nomi").inputValue()).to.equal("Hamkorbank (namuna)");
    await page.getByLabel("Bank nomi").fill("Hamkorbank Chilonzor filiali");
    await page.getByRole("button", { name: "Yangilash" }).click();
    await row(page, NEW).getByText("Hamkorbank Chilonzor filiali").waitFor();
    await page.reload();
    await row(page, NEW).getByText("Hamkorbank Chilonzor filiali").waitFor();
  });

  it("activates an account after a confirmation, leaving one active", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await addAccount(page);
    await row(page, NEW).getByRole("button", { name: "Faollashtirish" }).click();
    await confirm(page, /faol qilishni tasdiqlaysizmi/, (d) =>
      d.getByRole("button", { name: "Ha, tasdiqlayman" }),
    );
    await row(page, NEW).locator(".badge--success").waitFor();
    expect(await activeAccounts(page)).to.deep.equal([NEW]);
    await page.reload();
    await row(page, NEW).locator(".badge--success").waitFor();
    expect(await activeAccounts(page)).to.deep.equal([NEW]);
  });

  it("deletes an account after 'O'chirishni tasdiqlaysizmi?'", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await addAccount(page);
    await row(page, NEW).getByRole("button", { name: "O'chirish" }).click();
    await confirm(page, "O'chirishni tasdiqlaysizmi?", (d) => d.getByRole("button", { name: "O'chirish" }));
    await row(page, NEW).waitFor({ state: "detached" });
    await page.reload();
    await table(page).waitFor();
    expect(await row(page, NEW).count()).to.equal(0);
  });
});
