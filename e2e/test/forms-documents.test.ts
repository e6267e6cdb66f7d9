import { expect } from "chai";
import { appealRowFee, KOMPLEKS } from "@portal/domain/appeals/fees";
import { formatSom, ZERO } from "@portal/domain/shared/money";
import type { Page } from "playwright-core";
import { signIn, useBrowserSuite } from "./support/harness";
import { acceptOffer, PDF_BYTES, sendAndOpenMyApplications, sendExpectingErrors } from "./support/forms";

const OFFER = "Ommaviy offertaga rozilik bildiring";
const NAME = "Qurilma №1:O'lchash vositasining nomini kiriting";
const FILE = "Qurilma №1:PDF faylni yuklang";

/** Uploads a real PDF into row 1's documents and waits for its download link. */
async function uploadPdf(page: Page, folder: string): Promise<void> {
  await page
    .getByLabel("Kerakli hujjatlar (PDF) (1)")
    .setInputFiles({ name: "hujjat.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
  const link = page.getByRole("link", { name: "Yuklab olish" });
  await link.waitFor();
  expect(await link.getAttribute("href")).to.include(`/uploads/${folder}/`);
}

async function open(page: Page, e2e: ReturnType<typeof useBrowserSuite>, path: string, link: string) {
  await signIn(e2e, "demo.person", "/applications/new");
  await page.getByRole("link", { name: link }).click();
  await page.waitForURL((url) => url.pathname === `/applications/${path}`);
}

describe("the document application forms (browser)", () => {
  const e2e = useBrowserSuite();

  it("method recognition (14): messages, then sent without a fee", async () => {
    const { page } = e2e;
    await open(page, e2e, "method-recognition", "Uslubiyotni eʼtirof etish");
    expect(await sendExpectingErrors(page)).to.deep.equal([OFFER, NAME, FILE]);
    await page.getByLabel("Uslubiyot nomi (1)").fill("MVI 12-2020 bosim o'lchash uslubiyoti");
    await uploadPdf(page, "recognition-device");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row).to.include("Uslubiyotni eʼtirof etish").and.include(formatSom(ZERO, "uz"));
  });

  it("recognition test (9): about_device is required; the service charge is the total", async () => {
    const { page } = e2e;
    await open(page, e2e, "recognition-test", "Eʼtirof etish sinovi uchun ariza");
    expect(await sendExpectingErrors(page)).to.deep.equal([
      OFFER,
      NAME,
      "Qurilma №1:Qoʻshimcha maʼlumotni kiriting",
      FILE,
    ]);
    await page.getByLabel("O'lchash vositasining nomi (1)").fill("Manometr MP-100");
    await page.getByLabel("Qurilma haqida maʼlumot (1)").fill("Zavod raqami 4411");
    await uploadPdf(page, "recognition-device");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row)
      .to.include("Eʼtirof etish sinovlari")
      .and.include(formatSom(appealRowFee(9, 1, false) ?? ZERO, "uz"));
  });

  it("standard-sample expertise (16 / 17): the chosen type prices the row", async () => {
    const { page } = e2e;
    await open(page, e2e, "standard-sample", "Standart namunalar ekspertizasi");
    expect(await sendExpectingErrors(page)).to.deep.equal([OFFER, NAME, FILE]);
    await page.getByLabel("Texnik hisobot ekspertizasi va sertifikat").check();
    await page.getByLabel("O'lchash vositasining nomi (1)").fill("Texnik hisobot №7");
    await uploadPdf(page, "recognition-device");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row).to.include("Standart namunalar ekspertizasi").and.include("1 035 235,00 soʻm");
  });

  it("normative documents (15): messages, then 4 000 000 so'm", async () => {
    const { page } = e2e;
    await open(page, e2e, "normative", "Normativ hujjatlar ekspertizasi");
    expect(await sendExpectingErrors(page)).to.deep.equal([OFFER, NAME, FILE]);
    await page.getByLabel("Hujjat nomi (1)").fill("O'zDSt 8.001 loyihasi");
    await uploadPdf(page, "recognition-device");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row).to.include("Normativ hujjatlar ekspertizasi").and.include("4 000 000,00 soʻm");
  });

  it("kompleks: the kompleks upload, check-out reveals the place, the kompleks fee", async () => {
    const { page } = e2e;
    await open(page, e2e, "kompleks", "Kompleks qurilmalar uchun ariza");
    expect(await sendExpectingErrors(page)).to.deep.equal([OFFER, NAME, FILE]);
    await page.getByLabel("Kompleks nomi (1)").fill("Gaz o'lchash kompleksi");
    await uploadPdf(page, "kompleks-device");
    await page.getByLabel("Inspektor borib tekshiradi (1)").check();
    expect(await page.getByLabel("Qurilmani oʻzim olib kelaman (1)").isChecked()).to.equal(false);
    await page.getByLabel("Viloyat (1)").selectOption({ index: 1 });
    await page.locator("select[name=city] option").nth(1).waitFor({ state: "attached" });
    await page.getByLabel("Shahar / tuman (1)").selectOption({ index: 1 });
    await page.getByLabel("Manzil (mahalla, koʻcha) (1)").fill("Mustaqillik ko'chasi 1");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row)
      .to.include("Kompleks qurilmalar")
      .and.include(formatSom(appealRowFee(KOMPLEKS, 1, false) ?? ZERO, "uz"));
  });

  it("comment appeal: only the offer is required", async () => {
    const { page } = e2e;
    await open(page, e2e, "comment", "Izohli ariza");
    expect(await sendExpectingErrors(page)).to.deep.equal([OFFER]);
    await page
      .getByLabel("Tekshiriladigan oʻlchash vositalari tavsifi (1)")
      .fill("3 ta manometr, 2 ta tarozi");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row).to.include("Izohli murojaat");
  });

  it("provider: every row field of section 5, then sent", async () => {
    const { page } = e2e;
    await open(page, e2e, "provider", "Malaka sinovlari provayderi uchun ariza");
    expect(await sendExpectingErrors(page)).to.deep.equal([
      OFFER,
      "Qurilma №1:Turini tanlang",
      "Qurilma №1:Usul nomini kiriting",
      "Qurilma №1:Laboratoriya nomini kiriting",
      "Qurilma №1:Laboratoriya rahbarining F.I.O. ni kiriting",
      "Qurilma №1:Laboratoriya manzilini kiriting",
      "Qurilma №1:Oʻlchash kattaligini kiriting",
      "Qurilma №1:Usulni kiriting",
      "Qurilma №1:Qoʻllaniladigan qurilmalarni kiriting",
      "Qurilma №1:Qoʻshimcha maʼlumotni kiriting",
    ]);
    await page.getByLabel("Turi (1)").selectOption({ label: "Kalibrlash" });
    const fill = async (label: string, value: string) => page.getByLabel(`${label} (1)`).fill(value);
    await fill("Uslubiyot nomi", "Bosim o'lchash");
    await fill("Laboratoriya nomi", "Metrologiya laboratoriyasi");
    await fill("Laboratoriya rahbari", "Karimov A.");
    await fill("Laboratoriya manzili", "Toshkent, Chilonzor 1");
    await fill("Oʻlchash kattaligi", "Bosim");
    await fill("Usul", "Taqqoslash");
    await fill("Qoʻllaniladigan vositalar", "Manometr MO-250");
    await fill("Qoʻshimcha maʼlumot", "Yo'q");
    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row).to.include("Malaka sinovlari provayderi");
    // Its page shows the rows in the provider form itself, view-only.
    await page.getByTestId("appeals-table").locator("tbody tr").first().getByRole("link").first().click();
    await page.waitForURL((url) => /^\/appeals\/\d+$/.test(url.pathname));
    const method = page.getByLabel("Uslubiyot nomi (1)");
    expect(await method.inputValue()).to.equal("Bosim o'lchash");
    expect(await method.isEditable()).to.equal(false);
    expect(await page.locator(".page-loading").count()).to.equal(0);
  });

  it("the simple submit form: '{field} is required', then added to the list and reset", async () => {
    const { page } = e2e;
    await open(page, e2e, "submit-form", "Ariza (oddiy shakl)");
    await page.getByRole("button", { name: "Qoʻshish", exact: true }).click();
    expect(await page.locator(".application-form__errors li").allTextContents()).to.deep.equal([
      "region is required",
      "province is required",
      "address is required",
      "type is required",
      "section is required",
      "device is required",
    ]);
    await page.getByLabel("Viloyat").selectOption({ index: 1 });
    await page.getByLabel("Filial").selectOption({ index: 1 });
    await page.getByLabel("Manzil (mahalla, koʻcha)").fill("Navoiy 5");
    await page.getByLabel("Xizmat turi").selectOption({ label: "Qiyoslash" });
    await page.locator("select[name=section] option").nth(1).waitFor({ state: "attached" });
    await page.getByLabel("Boʻlim").selectOption({ index: 1 });
    await page.locator("select[name=device] option").nth(1).waitFor({ state: "attached" });
    await page.getByLabel("Qurilma", { exact: true }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Qoʻshish", exact: true }).click();
    await page.getByTestId("submitted-list").waitFor();
    expect(await page.getByLabel("Manzil (mahalla, koʻcha)").inputValue()).to.equal("");
    // The edit button does nothing (spec 2.15).
    await page.getByTestId("submitted-list").getByRole("button", { name: "Tahrirlash" }).click();
    expect(await page.getByLabel("Manzil (mahalla, koʻcha)").inputValue()).to.equal("");
  });
});
