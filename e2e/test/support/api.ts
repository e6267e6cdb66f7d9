import type { Page } from "playwright-core";
import { PDF_BYTES } from "./forms";

/** Calls the portal's API from the page, as the signed-in user, with the CSRF cookie sent back. */

export interface Answer {
  readonly status: number;
  readonly body: {
    status?: unknown;
    appeal_id?: number;
    data?: unknown;
    message?: unknown;
    redirect?: string;
  };
}

export function postJson(page: Page, path: string, body: unknown): Promise<Answer> {
  return page.evaluate(
    async ([p, b]) => {
      const cookie = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
      const token = decodeURIComponent(cookie?.slice("XSRF-TOKEN=".length) ?? "");
      const response = await fetch(p, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-XSRF-TOKEN": token, Accept: "application/json" },
        body: JSON.stringify(b),
      });
      return { status: response.status, body: await response.json() };
    },
    [path, body] as const,
  );
}

/** Uploads the small whole PDF for a recognition row (or to another upload call); answers the stored name. */
export async function uploadPdf(page: Page, path = "/recognition-appeal/file-upload-s3"): Promise<string> {
  const answer = await page.evaluate(
    async ([p, text]) => {
      const cookie = document.cookie.split("; ").find((c) => c.startsWith("XSRF-TOKEN="));
      const token = decodeURIComponent(cookie?.slice("XSRF-TOKEN=".length) ?? "");
      const form = new FormData();
      form.append("file", new Blob([text], { type: "application/pdf" }), "passport.pdf");
      const response = await fetch(p, {
        method: "POST",
        headers: { "X-XSRF-TOKEN": token },
        body: form,
      });
      return (await response.json()) as { data: string };
    },
    [path, PDF_BYTES.toString("latin1")] as const,
  );
  return answer.data;
}

/** The signed-in customer submits a type 8 recognition appeal of one row; answers its id. */
export async function submitRecognition(page: Page, amount: number, extra: Record<string, unknown> = {}) {
  const file = await uploadPdf(page);
  const requisites = (await page.evaluate(async () => (await fetch("/api/requisites")).json())) as {
    data: { id: number }[];
  };
  const requisite = requisites.data[0];
  const answer = await postJson(page, "/save-recognition-appeal", {
    type_id: 8,
    appeal: { is_old: 0, ...(requisite ? { account_number_id: requisite.id } : {}), ...extra },
    devices: [
      { type_id: 8, device_name: "Tarozi VLR-200", about_device: "UzNIIM", amount, recognition_file: file },
    ],
    offer_accepted: true,
  });
  if (answer.status !== 200) throw new Error(`save failed: ${JSON.stringify(answer.body)}`);
  return answer.body.appeal_id as number;
}

/**
 * Signs the current user out through the API, so that another can sign in in the same browser.
 * The page first leaves for the public offer: a request the signed-in page still waits on
 * would otherwise be refused by the ended session (a refusal the test made, not the page).
 */
export async function signOut(page: Page): Promise<void> {
  // From the health answer, a page without the app: no signed-in call of the app's (the
  // header's bell) can start after the session has ended behind it. (From an app page left
  // quiet, a slow machine's bell asked for its count after the sign-out: a refused 401.)
  await page.goto(new URL("/healthz", page.url()).href);
  await postJson(page, "/auth/logout", {});
}
