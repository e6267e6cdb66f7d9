import { expect } from "chai";
import type { Locator, Page } from "playwright-core";
import { dialog, expectValue, signIn, useBrowserSuite } from "./support/harness";

const table = (page: Page) => page.getByTestId("self-devices-table");
const modal = (page: Page) => page.locator("[data-modal=self-device-modal]");

/** Types into a searchable select and takes the first matching option. */
async function choose(scope: Locator, label: string, search: string) {
  const input = scope.getByRole("combobox", { name: label });
  await input.click();
  await input.fill(search);
  await scope.getByRole("option").first().click();
}

/** The register's rows, or its empty state: its list has arrived from the server. */
const listed = (page: Page) => table(page).or(page.getByText("Reyestrda hali oʻlchov vositasi yoʻq"));

async function addDevice(page: Page, search: string, inspection: string, next: string) {
  // The add button waits only for the modal's lookups; the register's own rows come apart.
  await listed(page).waitFor();
  const count = await table(page).locator("tbody tr").count();
  await page.getByRole("button", { name: "+ Oʻlchov vositasi qoʻshish" }).click();
  const form = modal(page);
  await form.getByRole("heading", { name: "O`lchov vositasini qo`shish" }).waitFor();
  expect(await form.getByRole("button", { name: "Saqlash" }).count()).to.equal(1);
  await choose(form, "Oʻlchov vositasi", search);
  await choose(form, "Ishlab chiqarilgan davlat", "Germaniya");
  await choose(form, "Qurilma joylashgan hudud", "Samarqand");
  await form.getByLabel(/^Tekshiruv sanasi/).fill(inspection);
  await form.getByLabel(/^Keyingi tekshiruv sanasi/).fill(next);
  await form.getByRole("button", { name: "Saqlash" }).click();
  await modal(page).waitFor({ state: "detached" });
  // The list refreshes in place after a save: the new row is there once it has one row more.
  await table(page).locator("tbody tr").nth(count).waitFor();
}

describe("the own-devices register (browser)", () => {
  const e2e = useBrowserSuite();

  it("adds a device: the code comes from the device, the row appears in place", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company", "/self-devices");
    await page.getByRole("button", { name: "+ Oʻlchov vositasi qoʻshish" }).click();
    const form = modal(page);
    // The company and its tax id come from a user-info call of their own, maybe not in yet.
    await expectValue(form.getByLabel("Korxona nomi"), "Demo Metall MChJ");
    await expectValue(form.getByLabel("STIR", { exact: true }), "301234567");
    // The parent organisation comes from the user info too, while the register is still empty.
    expect(await table(page).count()).to.equal(0);
    await expectValue(
      form.getByLabel("Yuqori turuvchi tashkilot"),
      "Xo‘jalik boshqaruvi organlariga bo‘ysunmaydigan tashkilotlar",
    );
    // Spec 2.4's order of the fields, then the serial number (beyond the spec).
    expect(
      (await form.locator("label.field__label").allInnerTexts()).map((l) => l.replace("*", "").trim()),
    ).to.deep.equal([
      "Yuqori turuvchi tashkilot",
      "Korxona nomi",
      "STIR",
      "Oʻlchov vositasi",
      "Ishlab chiqarilgan davlat",
      "Qurilma kodi",
      "Qurilma joylashgan hudud",
      "Tekshiruv sanasi",
      "Keyingi tekshiruv sanasi",
      "Zavod raqami",
    ]);
    await choose(form, "Oʻlchov vositasi", "Manometr");
    const code = await form.getByLabel("Qurilma kodi").inputValue();
    expect(code).to.match(/^[A-Z]{2}-\d{4}$/);
    await dialog(page).getByRole("button", { name: "Yopish" }).click();

    await addDevice(page, "Manometr", "01.03.2025", "01.03.2026");
    const row = table(page).locator("tbody tr").first();
    await row.getByText("01.03.2026").waitFor();
    // The row holds the instrument; its other columns open under it, the owner stands above the table.
    await row.getByRole("button", { name: /^Batafsil/ }).click();
    expect(await page.getByTestId("register-details").textContent())
      .to.include(code)
      .and.include("Germaniya")
      .and.include("01.03.2025");
    expect(await page.getByTestId("register-owner").textContent()).to.include("Demo Metall MChJ");
  });

  it("keeps a choice when the search text is erased (the selects cannot be cleared)", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company", "/self-devices");
    await page.getByRole("button", { name: "+ Oʻlchov vositasi qoʻshish" }).click();
    const form = modal(page);
    await choose(form, "Qurilma joylashgan hudud", "Samarqand");
    const area = form.getByRole("combobox", { name: "Qurilma joylashgan hudud" });
    await area.click();
    await area.fill("");
    await area.press("Escape");
    expect(await area.inputValue()).to.match(/Samarqand/);
  });

  it("lists the server's errors in red in the modal", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company", "/self-devices");
    await page.getByRole("button", { name: "+ Oʻlchov vositasi qoʻshish" }).click();
    const form = modal(page);
    await form.getByRole("button", { name: "Saqlash" }).click();
    const errors = form.locator(".error-list");
    await errors.getByText("Oʻlchov vositasini tanlang").waitFor();
    await errors.getByText("Keyingi tekshiruv sanasini kiriting").waitFor();
  });

  it("edits a device in 'O`zgartirish' mode and replaces its row", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company", "/self-devices");
    await addDevice(page, "Tarozi", "10.01.2025", "10.01.2026");
    const rows = table(page).locator("tbody tr");
    const before = await rows.count();
    await rows.last().getByRole("button", { name: "Tahrirlash" }).click();
    const form = modal(page);
    await form.getByRole("button", { name: "O`zgartirish" }).waitFor();
    expect(await form.getByRole("combobox", { name: "Ishlab chiqarilgan davlat" }).inputValue()).to.equal(
      "Germaniya",
    );
    await choose(form, "Ishlab chiqarilgan davlat", "Xitoy");
    await form.getByRole("button", { name: "O`zgartirish" }).click();
    await form.waitFor({ state: "detached" });
    expect(await rows.count()).to.equal(before);
    // The country is among the entry's details, which open in a row under it.
    await rows
      .last()
      .getByRole("button", { name: /^Batafsil/ })
      .click();
    await page.getByTestId("register-details").getByText("Xitoy").waitFor();
    await page.reload();
    await rows
      .last()
      .getByRole("button", { name: /^Batafsil/ })
      .click();
    await page.getByTestId("register-details").getByText("Xitoy").waitFor();
  });

  it("deletes a device after the confirmation", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person", "/self-devices");
    await addDevice(page, "Manometr", "02.02.2025", "02.02.2026");
    const row = table(page).locator("tbody tr", { hasText: "02.02.2026" });
    await row.getByRole("button", { name: "O'chirish" }).click();
    const confirm = page.locator("[data-modal=confirm-dialog]");
    await confirm.getByText("O'chirishni tasdiqlaysizmi?").waitFor();
    await confirm.getByRole("button", { name: "O'chirish" }).click();
    await page.getByText("Reyestrda hali oʻlchov vositasi yoʻq").waitFor();
    await page.reload();
    await page.getByText("Reyestrda hali oʻlchov vositasi yoʻq").waitFor();
  });
});
