import type { Page } from "playwright-core";
import { dialog } from "./harness";

/** Helpers the application-form suites share. */

/** The red list under a form: every message of the last send. */
export const formErrors = (page: Page) => page.locator(".application-form__errors li").allInnerTexts();

/** Presses send and waits for the 1-second validation to answer with messages. */
export async function sendExpectingErrors(page: Page): Promise<string[]> {
  await page.getByRole("button", { name: "Yuborish", exact: true }).click();
  await page.locator(".application-form__errors li").first().waitFor();
  return formErrors(page);
}

/** Ticks the offer and agrees in its modal. */
export async function acceptOffer(page: Page): Promise<void> {
  await page.getByLabel("Ommaviy oferta shartlari bilan tanishdim va roziman").check();
  await dialog(page).getByRole("button", { name: "Roziman" }).click();
  await dialog(page)
    .waitFor({ state: "detached" })
    .catch(() => undefined);
}

/** Sends and waits to land on my applications; answers the first row's text. */
export async function sendAndOpenMyApplications(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Yuborish", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/application/expected", { timeout: 15_000 });
  const first = page.getByTestId("appeals-table").locator("tbody tr").first();
  await first.waitFor();
  return first.innerText();
}

/** A small whole PDF: the header and the end marker the server checks. */
export const PDF_BYTES = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** Counts the requests to the upload calls, to tell a browser refusal from a server one. */
export function countUploads(page: Page): () => number {
  let count = 0;
  page.on("request", (request) => {
    if (/file-upload/.test(request.url())) count++;
  });
  return () => count;
}
