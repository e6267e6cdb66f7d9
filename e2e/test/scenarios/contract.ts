import { pdfText } from "@portal/testkit/pdfText";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { signOut, submitRecognition } from "../support/api";
import { type E2e, signIn } from "../support/harness";

/** Fetches a link's document in the page (the user's session) and answers its bytes. */
async function download(page: Page, href: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (url) => {
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    let text = "";
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  }, href);
  return Buffer.from(base64, "base64");
}

/**
 * Issue 7's contract scenario: a customer submits a type 8 appeal of three devices; staff
 * take it, approve it, choose a joint certificate, create the contract and download its PDF
 * (number and total in its text); the customer sees 'contracted' and downloads the same PDF.
 */
export async function contractFromRecognition(e2e: E2e): Promise<void> {
  const { page } = e2e;
  await signIn(e2e, "demo.company");
  const id = await submitRecognition(page, 3);
  await signOut(page);

  await signIn(e2e, "demo.staff", "/staff");
  const row = page.getByTestId(`inbox-row-${id}`);
  await row.getByRole("button", { name: "Koʻrib chiqishga olish" }).click();
  await row.getByRole("button", { name: "Tasdiqlash" }).click();
  await row.getByText("Tasdiqlangan").waitFor();
  await row.getByRole("link", { name: "Ishlash" }).click();
  await page.waitForURL((url) => url.pathname === `/recognition/contract/${id}/create`);
  await page.getByText("Umumiy sertifikat").click();
  await page.getByText("1 284 446,80 soʻm").waitFor();
  await page.getByRole("button", { name: "Shartnoma tuzish" }).click();
  await page.locator(".application-form__errors li", { hasText: "Shartnoma raqamini kiriting!" }).waitFor();
  await page.getByLabel("Shartnoma raqami").fill("SH-2026/17");
  await page.getByRole("button", { name: "Shartnoma tuzish" }).click();
  await page.waitForURL((url) => url.pathname === "/recognition/contract/new", { timeout: 15_000 });
  const link = page.getByTestId("contracts-table").getByTestId("contract-pdf").first();
  const staffPdf = await download(page, (await link.getAttribute("href")) ?? "");
  expect(staffPdf.subarray(0, 4).toString("latin1")).to.equal("%PDF");
  const text = pdfText(staffPdf);
  expect(text).to.include("SH-2026/17").and.include("1 284 446,80");
  await signOut(page);

  await signIn(e2e, "demo.company", `/appeals/${id}`);
  await page.locator(".facts [data-testid=appeal-status]", { hasText: "Shartnoma tuzilgan" }).waitFor();
  const own = page.getByTestId("contract-pdf").first();
  expect(pdfText(await download(page, (await own.getAttribute("href")) ?? ""))).to.equal(text);
}
