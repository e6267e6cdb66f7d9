import { expect } from "chai";
import type { Page } from "playwright-core";
import { postJson, signOut } from "./support/api";
import { docScreenshot } from "./support/docScreenshot";
import { dialog, signIn, toast, useBrowserSuite } from "./support/harness";

const REASON = "Tarozining zavod raqamini to'liq yozing";

/** The page scrolls sideways (something is wider than the window). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("the cabinet (browser)", () => {
  const e2e = useBrowserSuite();

  it("says first what needs the customer: a sent-back application with its reason, a link to correct it (1366 px and phone)", async () => {
    const { page } = e2e;
    // Set up as the two people would have left it: the customer's application, sent back by the reviewer.
    await signIn(e2e, "demo.person");
    const saved = await postJson(page, "/front/save-appeal", {
      appeal: { branch_id: 1, is_old: 0 },
      devices: [{ type_id: 4, device_id: 49, amount: 1, check_in: 1, about_device: "Zavod raqami: CAB-1" }],
      offer_accepted: true,
    });
    const id = saved.body.appeal_id as number;
    expect(saved.status).to.equal(200);
    await signOut(page);
    await signIn(e2e, "demo.reviewer");
    for (const step of [{ action: "take_for_review" }, { action: "send_back", note: REASON }])
      expect((await postJson(page, `/api/appeals/${id}/status`, step)).status).to.equal(200);
    await signOut(page);

    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(e2e, "demo.person", "/cabinet");
    const card = page.getByTestId("cabinet-attention");
    const item = card.getByTestId("attention-sent-back").filter({ hasText: `#${id}` });
    await item.waitFor();
    expect(await item.innerText())
      .to.include(`Ariza #${id} tuzatishga qaytarildi`)
      .and.include(`Qaytarish sababi: ${REASON}`);
    // The first card of the page, on the first screen, at both widths.
    const firstCard = () => page.locator("main .card").first().getAttribute("data-testid");
    expect(await firstCard()).to.equal("cabinet-attention");
    const link = item.getByRole("link", { name: "Tuzatish va qayta yuborish" });
    expect(await link.isVisible()).to.equal(true);
    expect((await link.boundingBox())?.y ?? 900).to.be.below(900);
    await docScreenshot(page, "cabinet-attention-1366-uz");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await firstCard()).to.equal("cabinet-attention");
    expect((await link.boundingBox())?.y ?? 844).to.be.below(844);
    expect(await overflows(page)).to.equal(false);
    await docScreenshot(page, "cabinet-attention-390-uz");

    await link.click();
    await page.waitForURL((url) => url.pathname === `/appeals/${id}/resubmit`);
    expect(await page.getByTestId("sent-back-notice").innerText()).to.include(REASON);
  });

  it("shows a private person's identity read-only and the address split, under home > cabinet", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    const crumbs = page.getByRole("navigation", { name: "Sahifa yoʻli" });
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
    await page.getByRole("button", { name: "Ma‘lumotlarni tahrirlash" }).click();
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
    await page.getByRole("button", { name: "Ma‘lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    await modal.getByLabel("Ism").fill("");
    await modal.getByLabel("Telefon raqami").fill("12");
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await modal.locator(".error-list").getByText("Ismni kiriting").waitFor();
    await modal
      .locator(".error-list")
      .getByText("Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak")
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
    await page.getByRole("button", { name: "Ma‘lumotlarni tahrirlash" }).click();
    const modal = dialog(page);
    await modal.getByRole("button", { name: "Saqlash" }).click();
    await modal.locator(".error-list").getByText("Ismni kiriting").waitFor();
    expect(await page.locator(".toast--success").count()).to.equal(0);
  });

  it("saves a legal entity's edits and shows them after a reload", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company");
    await page.getByRole("button", { name: "Ma‘lumotlarni tahrirlash" }).click();
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
    await page.getByRole("button", { name: "Rekvizitlarni koʻrish" }).click();
    const modal = dialog(page);
    await modal.getByRole("button", { name: "O'chirish" }).first().click();
    await toast(page, "Jarayonda").waitFor();
    await modal.getByRole("button", { name: "Yangi rekvizit qoʻshish" }).click();
    const tin = modal.getByLabel("Tashkilot STIR boʻyicha qidirish");
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
