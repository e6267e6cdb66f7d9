import { pdfText } from "@portal/testkit/pdfText";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { postJson, signOut, submitRecognition } from "../support/api";
import { auditPage, waitForSettledPage } from "../support/audit";
import { type E2e, expectValue, signIn, toast } from "../support/harness";

/** Fetches a link's document in the page (the user's session) and answers its bytes. */
export async function download(page: Page, href: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, href);
  return Buffer.from(base64, "base64");
}

/** An ISO day as the portal's date fields show and take it: "2026-03-01" -> "01.03.2026". */
const dotted = (iso: string) => iso.split("-").reverse().join(".");

/** Yesterday in Tashkent, "YYYY-MM-DD": a work date the server takes whatever the hour. */
const workDate = (): string => new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/** The default valid-until of a 12-month interval: a year on, the day before. */
function yearOn(day: string): string {
  const date = new Date(`${Number(day.slice(0, 4)) + 1}${day.slice(4)}T00:00:00Z`);
  if (date.toISOString().slice(5, 10) !== day.slice(5)) date.setUTCDate(0); // 29 February
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const printed = (day: string) => day.split("-").reverse().join(".");

/** What the verification scenario reads and types, in each language of the portal. */
const WORDS = {
  uz: {
    take: "Koʻrib chiqishga olish",
    approve: "Tasdiqlash",
    approved: "Tasdiqlangan",
    serial: "Zavod raqami",
    outcome: "Natija",
    workDate: "Ish sanasi",
    validUntil: "Amal qilish muddati",
    note: /Izoh/,
    noteRequired: "Qurilma №1.2: sababini yozing",
    unfitReason: "Strelka nolga qaytmaydi",
    saved: "Natijalar saqlandi",
    unfit: "Yaroqsiz",
    complete: "Yakunlash",
    completed: "Bajarilgan",
    ready: "Natijalar tayyor",
    valid: "Amalda",
    revoked: "Bekor qilingan",
    verificationTitle: "Qiyoslash toʻgʻrisidagi guvohnoma",
    unfitnessTitle: "Yaroqsizlik toʻgʻrisida bildirishnoma",
    checkCaption: "Sertifikatni tekshirish:",
    reason: "Oʻzgartirish sababi",
    revokeReason: "Mijoz talabi bilan",
  },
  ru: {
    take: "Взять на рассмотрение",
    approve: "Одобрить",
    approved: "Одобрена",
    serial: "Заводской номер",
    outcome: "Результат",
    workDate: "Дата работ",
    validUntil: "Действительно до",
    note: /Примечание/,
    noteRequired: "Устройство №1.2: укажите причину",
    unfitReason: "Стрелка не возвращается к нулю",
    saved: "Результаты сохранены",
    unfit: "Не годен",
    complete: "Завершить",
    completed: "Выполнена",
    ready: "Результаты готовы",
    valid: "Действителен",
    revoked: "Аннулирован",
    verificationTitle: "Свидетельство о поверке",
    unfitnessTitle: "Извещение о непригодности",
    checkCaption: "Проверить сертификат:",
    reason: "Причина изменения",
    revokeReason: "По требованию заказчика",
  },
} as const;

/** Switches a fresh browser to Russian on the home page; the choice is remembered for the test. */
async function chooseLanguage(e2e: E2e, lang: "uz" | "ru"): Promise<void> {
  if (lang === "uz") return;
  const { page } = e2e;
  await page.goto(e2e.url("/"));
  await page.getByRole("button", { name: "Ruscha" }).click();
  await page.locator("html[lang=ru]").waitFor({ state: "attached" });
}

/** The address of the check page the certificate prints beside its QR code, whole. */
function printedCheckUrl(pdf: string, caption: string): string {
  const line = pdf.split("\n").find((l) => l.includes(caption)) ?? "";
  return line.slice(line.indexOf(caption) + caption.length).trim();
}

/**
 * Issue 14's scenario, in the language given (Uzbek on the embedded profile, Russian on the
 * production one): the company sends a verification appeal of two instruments; staff take
 * it, approve it and contract it, record one fit and one unfit result on the results page and
 * complete the appeal; the company sees "results ready" in My applications, both certificates
 * on the appeal page, the register updated with the next inspection date, and the PDF in that
 * language holds the number and the check page's full address, on the portal's own address;
 * an anonymous visitor opens exactly that address and sees 'valid'; once staff revoke the
 * certificate, 'revoked'.
 */
export async function resultsOfVerification(e2e: E2e, lang: "uz" | "ru" = "uz"): Promise<void> {
  const { page } = e2e;
  const words = WORDS[lang];
  const day = workDate();
  const serial = `E2E-${Date.now()}`;

  await chooseLanguage(e2e, lang);
  await signIn(e2e, "demo.company");
  const requisites = (await page.evaluate(async () => (await fetch("/api/requisites")).json())) as {
    data: { id: number }[];
  };
  const saved = await postJson(page, "/front/save-appeal", {
    appeal: { branch_id: 1, is_old: 0, account_number_id: requisites.data[0]?.id },
    devices: [{ type_id: 4, device_id: 49, amount: 2, check_in: 1, check_out: 0 }],
    offer_accepted: true,
  });
  expect(saved.status, JSON.stringify(saved.body)).to.equal(200);
  const id = saved.body.appeal_id as number;
  await signOut(page);

  await signIn(e2e, "demo.staff", "/staff");
  const row = page.getByTestId(`inbox-row-${id}`);
  await row.getByRole("button", { name: words.take }).click();
  await row.getByRole("button", { name: words.approve }).click();
  await row.getByText(words.approved).waitFor();
  const contract = await postJson(page, "/recognition/contract/store", {
    appeal_id: id,
    contract_number: `Q-${id}`,
    devices: [{ id: 1, together: 0 }],
  });
  expect(contract.status, JSON.stringify(contract.body)).to.equal(200);
  await page.reload();
  await page.getByTestId(`results-link-${id}`).click();
  await page.waitForURL((url) => url.pathname === `/staff/appeals/${id}/results`);

  const first = page.getByTestId("result-entry-1-1");
  await first.getByLabel(words.serial).fill(serial);
  await first.getByLabel(words.outcome).selectOption("fit");
  await first.getByLabel(words.workDate).fill(dotted(day));
  // The valid-until follows from the catalogue's 12-month interval of verification.
  await expectValue(first.getByLabel(words.validUntil), dotted(yearOn(day)));
  const second = page.getByTestId("result-entry-1-2");
  await second.getByLabel(words.serial).fill(`${serial}-B`);
  await second.getByLabel(words.outcome).selectOption("unfit");
  await second.getByLabel(words.workDate).fill(dotted(day));
  await page.getByTestId("results-save").click();
  await page.getByText(words.noteRequired).waitFor();
  await second.getByLabel(words.note).fill(words.unfitReason);
  await page.getByTestId("results-save").click();
  await toast(page, words.saved).waitFor();
  const table = page.getByTestId("results-table");
  await table.getByTestId("result-row-1-2").getByText(words.unfit).first().waitFor();

  await page.goto(e2e.url(`/appeals/${id}`));
  await page.getByRole("button", { name: words.complete }).click();
  await page.locator(".facts [data-testid=appeal-status]", { hasText: words.completed }).waitFor();
  await signOut(page);

  await signIn(e2e, "demo.company", "/application/expected");
  const ready = page.getByTestId(`results-ready-${id}`);
  expect((await ready.textContent())?.trim()).to.equal(words.ready);
  await ready.click();
  await page.waitForURL((url) => url.pathname === `/appeals/${id}`);
  const fitRow = page.getByTestId("result-row-1-1");
  await fitRow.locator('[data-status="valid"]', { hasText: words.valid }).waitFor();
  await page
    .getByTestId("result-row-1-2")
    .locator('[data-status="unfit"]', { hasText: words.unfit })
    .waitFor();
  const number = (await fitRow.locator("td.mono").nth(2).textContent())?.trim() ?? "";
  expect(number).to.match(/^01-\d{4}-[0-9A-Z]{8}$/);
  const href = (await page.getByTestId("certificate-pdf-1-1").getAttribute("href")) ?? "";
  expect(href).to.match(new RegExp(`[?&]lang=${lang}$`));
  const pdf = pdfText(await download(page, href));
  expect(pdf).to.include(words.verificationTitle).and.include(`№ ${number}`).and.include(serial);
  // The whole address printed beside the QR code: the portal's own, and this certificate's page.
  const checkUrl = printedCheckUrl(pdf, words.checkCaption);
  expect(checkUrl).to.equal(`${e2e.portal.url}/check/${number}`);
  const unfitPdf = pdfText(
    await download(page, (await page.getByTestId("certificate-pdf-1-2").getAttribute("href")) ?? ""),
  );
  expect(unfitPdf).to.include(words.unfitnessTitle).and.include(words.unfitReason);

  await page.goto(e2e.url("/self-devices"));
  // The register sorts by next inspection date: the unfit instrument (serial…-B) may come first.
  const entry = page
    .locator("tr", { hasText: serial })
    .filter({ hasNotText: `${serial}-B` })
    .first();
  await entry.waitFor();
  expect(await entry.textContent())
    .to.include(printed(yearOn(day)))
    .and.include(number);
  await signOut(page);

  // The anonymous visitor opens exactly the address the certificate printed.
  await page.goto(checkUrl);
  const card = page.getByTestId("check-result");
  await card.locator('[data-status="valid"]', { hasText: words.valid }).waitFor();
  expect(await card.textContent())
    .to.include(serial)
    .and.include("Demo Metall MChJ");

  await signIn(e2e, "demo.staff", `/staff/appeals/${id}/results`);
  await page.getByTestId("revoke-1-1").click();
  await page.getByLabel(words.reason).fill(words.revokeReason);
  await page.getByTestId("revoke-confirm").click();
  await toast(page, words.saved).waitFor();
  await signOut(page);

  await page.goto(checkUrl);
  await page
    .getByTestId("check-result")
    .locator('[data-status="revoked"]', { hasText: words.revoked })
    .waitFor();

  // The register keeps the dates and shows its last certificate revoked.
  await signIn(e2e, "demo.company", "/self-devices");
  const revokedEntry = page
    .locator("tr", { hasText: serial })
    .filter({ hasNotText: `${serial}-B` })
    .first();
  await revokedEntry.locator('[data-status="revoked"]', { hasText: words.revoked }).waitFor();
  expect(await revokedEntry.textContent())
    .to.include(printed(yearOn(day)))
    .and.include(number);
  await signOut(page);
}

/**
 * Issue 14's signed conclusion: the company sends a recognition appeal; staff contract it and
 * record the instrument accepted, then attach the signed conclusion PDF on the results page
 * (its file input labelled, the page passing axe); the company downloads the certificate
 * and gets those very bytes; the public check says a signed document is on file, and never
 * links to it.
 */
export async function signedConclusionOfRecognition(e2e: E2e): Promise<void> {
  const { page } = e2e;
  await signIn(e2e, "demo.company");
  const id = await submitRecognition(page, 1);
  await signOut(page);

  await signIn(e2e, "demo.staff", "/staff");
  for (const action of ["take_for_review", "approve"])
    expect((await postJson(page, `/api/appeals/${id}/status`, { action })).status).to.equal(200);
  const contract = await postJson(page, "/recognition/contract/store", {
    appeal_id: id,
    contract_number: `X-${id}`,
    devices: [{ id: 1, together: 0 }],
  });
  expect(contract.status, JSON.stringify(contract.body)).to.equal(200);
  const recorded = await postJson(page, `/api/staff/appeals/${id}/results`, {
    results: [
      { row_id: 1, instrument: 1, serial_number: `X-${id}`, outcome: "accepted", work_date: workDate() },
    ],
  });
  expect(recorded.status, JSON.stringify(recorded.body)).to.equal(200);
  const number = (recorded.body.data as { instruments: { result: { certificate_number: string } }[] })
    .instruments[0]!.result.certificate_number;

  const signed = Buffer.from(
    `%PDF-1.4\n% imzolangan xulosa ${id}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`,
  );
  await page.goto(e2e.url(`/staff/appeals/${id}/results`));
  const conclusion = page.getByTestId("conclusion-1-1");
  await conclusion.getByText("Imzolangan xulosa biriktirilmagan", { exact: false }).waitFor();
  await waitForSettledPage(page);
  expect(await auditPage(page)).to.deep.equal([]);
  await conclusion
    .getByLabel("Imzolangan xulosa (PDF)")
    .setInputFiles({ name: "xulosa.pdf", mimeType: "application/pdf", buffer: signed });
  await conclusion.getByRole("button", { name: "Imzolangan xulosani biriktirish" }).click();
  await toast(page, "Natijalar saqlandi").waitFor();
  await page.getByTestId("conclusion-1-1").getByText("Imzolangan xulosa biriktirilgan: xulosa.pdf").waitFor();
  await signOut(page);

  await signIn(e2e, "demo.company", `/appeals/${id}`);
  const link = page.getByTestId("certificate-pdf-1-1");
  await link.getByText("Imzolangan xulosani yuklab olish").waitFor();
  expect(await download(page, (await link.getAttribute("href")) ?? "")).to.deep.equal(signed);
  await signOut(page);

  await page.goto(e2e.url(`/check/${number}`));
  const card = page.getByTestId("check-result");
  await card.getByTestId("check-signed").waitFor();
  // The signed conclusion itself is never served here: the card's only links are the signature's own files.
  expect(await card.locator('a[href^="/"], a[href^="http"]').count()).to.equal(0);
}
