import { expect } from "chai";
import { recognitionFee } from "@portal/domain/appeals/fees";
import { formatSom } from "@portal/domain/shared/money";
import { signIn, toast, useBrowserSuite } from "./support/harness";
import {
  acceptOffer,
  countUploads,
  PDF_BYTES,
  sendAndOpenMyApplications,
  sendExpectingErrors,
} from "./support/forms";

describe("the recognition form, types 8 / 10 / 11 (browser)", () => {
  const e2e = useBrowserSuite();

  it("shows every message, refuses non-PDFs, uploads a PDF and sends with the fee of type 10", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person");
    await page.getByRole("link", { name: "Ariza berish" }).click();
    await page.getByRole("link", { name: "Eʼtirof etish uchun ariza" }).click();
    expect(await sendExpectingErrors(page)).to.deep.equal([
      "Ommaviy offertaga rozilik bildiring",
      "Qurilma №1:O'lchash vositasining nomini kiriting",
      "Qurilma №1:Tashkilot nomini kiriting",
      "Qurilma №1:PDF faylni yuklang",
    ]);

    const uploads = countUploads(page);
    const file = page.getByLabel("Kerakli hujjatlar (PDF) (1)");
    // Not a PDF by name and type: refused in the browser, nothing sent.
    await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await page
      .locator(".pdf-upload .error-list__item", { hasText: "Faqat PDF formatdagi fayl yuklash mumkin" })
      .waitFor();
    expect(uploads()).to.equal(0);
    // A .pdf whose bytes are not a PDF passes the browser's check; the server refuses it.
    await file.setInputFiles({
      name: "fake.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("not a pdf"),
    });
    await toast(page, "Faqat PDF formatdagi fayl yuklash mumkin").nth(1).waitFor();
    expect(uploads()).to.equal(1);
    expect(await page.getByRole("link", { name: "Yuklab olish" }).count()).to.equal(0);
    // A real PDF: stored, with a download link.
    await file.setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    const link = page.getByRole("link", { name: "Yuklab olish" });
    await link.waitFor();
    expect(await link.getAttribute("href")).to.match(/^\/uploads\/recognition-device\/.+/);
    const download = await page.request.get(e2e.url((await link.getAttribute("href")) ?? ""));
    expect(download.status()).to.equal(200);

    // The type applies to every row; the organisation header follows it.
    await page.getByLabel("Standart namunalar uchun hujjatlar ekspertizasi va sertifikat").check();
    await page.getByRole("columnheader", { name: "Standart namuna ishlab chiqaruvchisi" }).waitFor();
    await page.getByLabel("O'lchash vositasining nomi (1)").fill("GSO 1234-80 namunasi");
    await page.getByLabel("Standart namuna ishlab chiqaruvchisi (1)").fill("UzNIIM");
    await page.getByRole("button", { name: "Koʻpaytirish" }).click();
    expect(await page.getByLabel("Soni (1)").inputValue()).to.equal("2");

    // A second row is added and removed again.
    await page.getByRole("button", { name: "+ Qator qoʻshish" }).click();
    expect(await page.getByTestId("form-row").count()).to.equal(2);
    await page.getByTestId("form-row").nth(1).getByRole("button", { name: "O'chirish" }).click();
    expect(await page.getByTestId("form-row").count()).to.equal(1);

    await acceptOffer(page);
    const row = await sendAndOpenMyApplications(page);
    expect(row)
      .to.include("Eʼtirof etish")
      .and.include(formatSom(recognitionFee(10, 2, false), "uz"));
    expect(formatSom(recognitionFee(10, 2, false), "uz")).to.equal("4 330 918,00 soʻm");
  });

  it("asks a legal entity for its requisites", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.company", "/applications/recognition");
    expect(await sendExpectingErrors(page)).to.include("Rekvizitlaringizni tanlang");
  });

  it("works in Russian: labels, the spec's messages and the server's upload refusal", async () => {
    const { page } = e2e;
    await signIn(e2e, "demo.person", "/applications/recognition");
    await page.getByRole("button", { name: "Ruscha" }).click();
    await page.getByRole("heading", { name: "Заявка на признание" }).waitFor();
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await page.locator(".application-form__errors li").first().waitFor();
    expect(await page.locator(".application-form__errors li").allTextContents()).to.deep.equal([
      "Выразите согласие с публичной офертой",
      "Устройство №1:Введите наименование средства измерения",
      "Устройство №1:Введите наименование организации",
      "Устройство №1:Загрузите PDF-файл",
    ]);
    await page
      .getByLabel("Необходимые документы (PDF) (1)")
      .setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
    await toast(page, "Можно загрузить только файл в формате PDF").waitFor();
  });
});
