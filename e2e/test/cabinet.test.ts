import { expect } from "chai";
import { dialog, signIn, toast, useBrowserSuite } from "./support/harness";

describe("the cabinet (browser)", () => {
  const e2e = useBrowserSuite();

  it("shows a private person's identity read-only and the address split, under home > cabinet", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const crumbs = page.getByRole("navigation", { name: "Sahifa yo'li" });
    expect(await crumbs.textContent()).to.match(/Bosh sahifa\s*›?\s*Shaxsiy kabinet/);
    const address = page.getByTestId("address");
    // The cabinet renders once the account's data arrives; read the parts only then.
    await address.getByText("Amir Temur shoh ko‘chasi 108-uy").waitFor();
    expect(await address.locator("dd").allInnerTexts()).to.deep.equal([
      "Toshkent shahri",
      "Yunusobod tumani",
      "Amir Temur shoh ko‘chasi 108-uy",
    ]);
    expect(await page.getByTestId("identity").textContent()).to.include("AA 1234567");
  });

  it("saves a person's edits and shows them after a reload", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    await page.getByRole("button", { name: "Ma'lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    await modal.getByRole("heading", { name: "Ma‘lumotlarni tahrirlash" }).waitFor();
    expect(await modal.getByLabel("Shaxsiy STIR").isDisabled()).to.equal(true);
    await modal.getByLabel("Ism").fill("Aziza");
    await modal.getByLabel("Pochta manzil").fill("aziza@example.uz");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.reload();
    const identity = page.getByTestId("identity");
    await identity.getByText("Aziza", { exact: true }).waitFor();
    await identity.getByText("aziza@example.uz").waitFor();
  });

  it("lists the server's messages in red when the personal data is refused", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    await page.getByRole("button", { name: "Ma'lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    await modal.getByLabel("Ism").fill("");
    await modal.getByLabel("Telefon raqami").fill("12");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await modal.locator(".error-list").getByText("Ismni kiriting").waitFor();
    await modal
      .locator(".error-list")
      .getByText("Telefon raqami +998 dan keyin 9 ta raqamdan iborat bo'lishi kerak")
      .waitFor();
  });

  it("lists the messages of a 2xx answer whose status is false, without the success toast", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    // The portal's server refuses with a 422; spec 7 reads the status of any answer.
    await page.route("**/post-userinfo", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: false, message: { first_name: ["Ismni kiriting"] } }),
      }),
    );
    await page.getByRole("button", { name: "Ma'lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await modal.locator(".error-list").getByText("Ismni kiriting").waitFor();
    expect(await page.locator(".toast--success").count()).to.equal(0);
  });

  it("saves a legal entity's edits and shows them after a reload", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "Ma'lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    expect(await modal.getByLabel("Tashkilot STIR").isDisabled()).to.equal(true);
    await modal.getByLabel("Tashkilot nomi").fill("Demo Metall Plus MChJ");
    await modal
      .getByLabel("Tashkilot manzili")
      .fill("Toshkent shahri, Mirzo Ulug‘bek tumani, Buyuk Ipak yo‘li 5-uy");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await page.getByRole("dialog").waitFor({ state: "detached" });
    await page.reload();
    await page.getByTestId("identity").getByText("Demo Metall Plus MChJ").waitFor();
    const address = page.getByTestId("address");
    await address.getByText("Buyuk Ipak yo‘li 5-uy").waitFor();
    expect(await address.locator("dd").allInnerTexts()).to.deep.equal([
      "Toshkent shahri",
      "Mirzo Ulug‘bek tumani",
      "Buyuk Ipak yo‘li 5-uy",
    ]);
  });

  it("chooses a bank requisite, fills a new one from the registry by tax id, and refuses a tenth digit", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "Rekvizitlarni ko'rish" }).click();
    const modal = dialog(page);
    await modal.getByRole("button", { name: "O'chirish" }).first().click();
    await toast(page, "Jarayonda").waitFor();
    await modal.getByRole("button", { name: "Yangi rekvizit qo'shish" }).click();
    const tin = modal.getByLabel("Tashkilot STIR bo'yicha qidirish");
    await tin.pressSequentially("301234567");
    await modal.getByText("Topildi: Demo Metall MChJ").waitFor();
    await tin.press("8");
    await modal.getByText("INN raqamlar soni 9 ta bo'lishi kerak").waitFor();
    expect(await tin.inputValue()).to.equal("301234567");
    expect(await modal.getByLabel("OKED").inputValue()).to.equal("24100");
    await modal.getByLabel("Hisob raqami").fill("20208000900001101777");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await modal.getByRole("cell", { name: "20208000900001101777" }).waitFor();
    await modal
      .getByRole("row", { name: /20208000900001101777/ })
      .getByRole("button", { name: "Tanlash" })
      .click();
    await page
      .getByTestId("chosen-requisite")
      .getByText(/20208000900001101777/)
      .waitFor();
  });
});
