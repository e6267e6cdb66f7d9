import { expect } from "chai";
import { priceLine } from "@portal/domain/appeals/formulas";
import { formatSom, percent, som } from "@portal/domain/shared/money";
import { postJson, signOut } from "../support/api";
import { acceptOffer, PDF_BYTES } from "../support/forms";
import { dialog, type E2e, signIn, toast } from "../support/harness";

/** Device 148 (type 7, Kalibrlash) at 58 500 so'm; demo.company has a 10 % discount; VAT 12 %. */
const priced = (amount: number) =>
  formatSom(
    priceLine({ cost: som(58500), amount, typeId: 7 }, { discount: percent(10), nds: percent(12) })
      .totalWithVat,
    "uz",
  );

/**
 * Issue 7's reviewer scenario: a company's verification appeal of one device is edited by a
 * reviewer on {base}/reviewer/application/{id}/update (one more device); the customer sees
 * the new total on my applications and the edit in the appeal's history.
 */
export async function reviewerEditsVerification(e2e: E2e): Promise<void> {
  const { page } = e2e;
  await signIn(e2e, "demo.company");
  const requisites = (await page.evaluate(async () => (await fetch("/api/requisites")).json())) as {
    data: { id: number }[];
  };
  const saved = await postJson(page, "/front/save-appeal", {
    appeal: { branch_id: 1, is_old: 0, account_number_id: requisites.data[0]?.id },
    devices: [
      {
        type_id: 7,
        section_id: 24,
        section_name: "Massa o‘lchash vositalari",
        device_id: 148,
        amount: 1,
        check_in: 1,
        check_out: 0,
        about_device: "",
      },
    ],
    offer_accepted: true,
  });
  expect(saved.status).to.equal(200);
  const id = saved.body.appeal_id as number;
  await signOut(page);

  await signIn(e2e, "demo.reviewer", `/reviewer/application/${id}/update`);
  const list = page.getByTestId("application-list");
  await list.locator("tbody tr").first().waitFor();
  expect(await page.getByTestId("form-total").innerText()).to.equal(priced(1));
  // The saved line comes back into the editor; one more device, and the line is saved again.
  await list.getByRole("button", { name: "Tahrirlash" }).click();
  expect(await page.getByLabel("Soni", { exact: true }).inputValue()).to.equal("1");
  await page.locator("select[name=device] option[value='148']").waitFor({ state: "attached" });
  // The reviewer sees sections (offline rules): the line's type's sections load with it.
  await page.locator("select[name=section] option[value='24']").waitFor({ state: "attached" });
  expect(await page.locator("select[name=section]").inputValue()).to.equal("24");
  expect(await page.locator("select[name=device]").inputValue()).to.equal("148");
  await page.getByRole("button", { name: "Koʻpaytirish" }).click();
  await page.getByRole("button", { name: "Oʻzgarishni saqlash" }).click();
  expect(await page.getByTestId("form-total").innerText()).to.equal(priced(2));
  // Offline: no draft button, no support phone, the offer already accepted by the customer.
  expect(await page.getByRole("button", { name: "Qoralama sifatida saqlash" }).count()).to.equal(0);
  expect(await page.getByTestId("support-phone").count()).to.equal(0);
  await page.getByRole("button", { name: "Saqlash", exact: true }).click();
  await toast(page, "Muvaffaqiyatli saqlandi").waitFor();
  await signOut(page);

  await signIn(e2e, "demo.company", "/application/expected");
  const row = page
    .getByTestId("appeals-table")
    .locator("tbody tr", { hasText: `${id}` })
    .first();
  await row.waitFor();
  expect(await row.innerText()).to.include(priced(2));
  await page.goto(e2e.url(`/appeals/${id}`));
  await page.getByTestId("appeal-history").getByText("Tahrirlash").waitFor();
}

/**
 * Issue 7's offline entry: staff find the company by tax id, fill the recognition form for
 * it (its own requisites, no phone hint), send, and land on the contract page of spec 2.
 */
export async function staffEntersRecognition(e2e: E2e): Promise<void> {
  const { page } = e2e;
  await signIn(e2e, "demo.staff", "/staff");
  await page.getByRole("link", { name: "Mijoz nomidan ariza kiritish" }).click();
  await page.getByLabel("Mijozni qidiring (STIR, JShShIR yoki nomi)").fill("301234567");
  await page.getByRole("button", { name: "Qidirish" }).click();
  await page.getByRole("button", { name: "Tanlash: Demo Metall MChJ" }).click();
  await page.getByTestId("offline-customer").getByText("Mijoz: Demo Metall MChJ").waitFor();
  await page.getByTestId("offline-forms").getByRole("link", { name: "Eʼtirof etish uchun ariza" }).click();

  await page.getByLabel("O'lchash vositasining nomi (1)").waitFor();
  expect(await page.getByTestId("support-phone").count()).to.equal(0);
  await page.getByLabel("O'lchash vositasining nomi (1)").fill("Tarozi VLR-200");
  await page.getByLabel("Tashkilot yoki ishlab chiqaruvchi nomi (1)").fill("UzNIIM");
  await page
    .getByLabel("Kerakli hujjatlar (PDF) (1)")
    .setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  await page.getByRole("link", { name: "Yuklab olish" }).waitFor();
  // The company's own requisites, chosen by staff; no adding a requisite for them.
  await page.getByRole("button", { name: "Rekvizitni tanlash" }).click();
  // The chooser is loaded on demand: count in it only once it shows the company's requisites.
  await dialog(page).getByRole("button", { name: "Tanlash" }).first().waitFor();
  expect(
    await dialog(page)
      .getByRole("button", { name: /Yangi rekvizit qoʻshish/ })
      .count(),
  ).to.equal(0);
  await dialog(page).getByRole("button", { name: "Tanlash" }).first().click();
  await acceptOffer(page);
  await page.getByRole("button", { name: "Yuborish", exact: true }).click();
  await page.waitForURL((url) => /^\/recognition\/contract\/\d+\/create$/.test(url.pathname), {
    timeout: 15_000,
  });
  const id = Number(new URL(page.url()).pathname.split("/")[3]);
  await page.getByLabel("Shartnoma raqami").waitFor();

  // The appeal is the company's, entered offline.
  const detail = (await page.evaluate(async (n) => (await fetch(`/api/appeals/${n}`)).json(), id)) as {
    data: { owner_id: number; is_offline: number };
  };
  expect(detail.data).to.include({ owner_id: 2, is_offline: 1 });
}
