import { expect } from "chai";
import type { Page } from "playwright-core";
import { toast, useBrowserSuite } from "./support/harness";

const fieldErrors = (page: Page) => page.locator("form .field__error").allInnerTexts();
const send = (page: Page) => page.getByRole("button", { name: "Yuborish" }).click();

describe("the feedback form (browser)", () => {
  const e2e = useBrowserSuite();

  async function open(page: Page) {
    await page.goto(e2e.url("/feedback"));
    await page.getByRole("tab", { name: "Anonim" }).waitFor();
    // The branches arrive from the server before the form is used.
    await page.locator("select[name=branch] option").nth(1).waitFor({ state: "attached" });
  }

  it("shows both anonymous messages and sends nothing", async () => {
    const { page } = e2e;
    await open(page);
    await send(page);
    expect(await fieldErrors(page)).to.deep.equal(["Xabarni to`ldiring", "Filialni tanlang"]);
  });

  it("sends anonymous feedback, says so and clears the message", async () => {
    const { page } = e2e;
    await open(page);
    await page.getByLabel("Xabar").fill("Xizmat uchun rahmat!");
    await send(page);
    expect(await fieldErrors(page)).to.deep.equal(["Filialni tanlang"]);
    await page.getByLabel("Filial").selectOption({ index: 1 });
    expect(await fieldErrors(page)).to.deep.equal([]);
    await send(page);
    await toast(page, "Muvaffaqiyatli yuborildi").waitFor();
    expect(await page.getByLabel("Xabar").inputValue()).to.equal("");
  });

  it("shows every identified-tab message, each clearing when its field is edited", async () => {
    const { page } = e2e;
    await open(page);
    await page.getByRole("tab", { name: "Shaxsni oshkor qilgan holda" }).click();
    await send(page);
    expect(await fieldErrors(page)).to.deep.equal([
      "Xabarni to'ldiring",
      "FIO ni to'ldiring",
      "Email ni to'ldiring",
      "Telefon ni to'ldiring",
      "Filialni tanlang",
      "Viloyatni tanlang",
      "Tumanni tanlang",
    ]);
    await page.getByLabel("F.I.O.").fill("Aziz Karimov");
    expect(await fieldErrors(page)).to.not.include("FIO ni to'ldiring");
    await page.getByLabel("Email").fill("aziz@");
    await page.getByLabel("Telefon").fill("90123");
    await send(page);
    const errors = await fieldErrors(page);
    expect(errors).to.include("Email notoʻgʻri kiritilgan");
    expect(errors).to.include("Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak");
  });

  it("clears the errors when the tab is switched", async () => {
    const { page } = e2e;
    await open(page);
    await send(page);
    expect(await fieldErrors(page)).to.have.length(2);
    await page.getByRole("tab", { name: "Shaxsni oshkor qilgan holda" }).click();
    expect(await fieldErrors(page)).to.deep.equal([]);
  });

  it("sends identified feedback: +998 fixed, the first district preselected, the contact reset", async () => {
    const { page } = e2e;
    await open(page);
    await page.getByRole("tab", { name: "Shaxsni oshkor qilgan holda" }).click();
    await page.getByText("+998", { exact: true }).waitFor();
    expect(await page.getByLabel("Telefon").getAttribute("placeholder")).to.equal("901234567");
    await page.getByLabel("Xabar").fill("Qiyoslash muddatlari haqida savol");
    await page.getByLabel("F.I.O.").fill("Aziz Karimov");
    await page.getByLabel("Email").fill("aziz@example.uz");
    await page.getByLabel("Telefon").fill("90 123-45-67");
    expect(await page.getByLabel("Telefon").inputValue()).to.equal("901234567");
    await page.getByLabel("Filial").selectOption({ index: 1 });
    await page.getByLabel("Viloyat").selectOption({ label: "Toshkent shahri" });
    const district = page.getByLabel("Tuman");
    await page.waitForFunction(
      () => (document.querySelector("select[name=district]") as HTMLSelectElement)?.value !== "",
    );
    const firstDistrict = await district.locator("option").nth(1).getAttribute("value");
    expect(await district.inputValue()).to.equal(firstDistrict);
    const sent = page.waitForRequest(
      (request) => request.url().endsWith("/apply") && request.method() === "POST",
    );
    await send(page);
    expect((await sent).postDataJSON()).to.include({ type: "public", phone: "+998901234567" });
    await toast(page, "Muvaffaqiyatli yuborildi").waitFor();
    for (const label of ["Xabar", "F.I.O.", "Email", "Telefon"])
      expect(await page.getByLabel(label).inputValue(), label).to.equal("");
    expect(await district.inputValue()).to.equal(firstDistrict);
  });
});
