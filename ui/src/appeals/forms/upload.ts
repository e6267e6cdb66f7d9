import type { UploadAnswer } from "@portal/domain/appeals/uploadAnswer";
import { ALLOWED_UPLOAD_MIME } from "@portal/domain/shared/constants";
import { downloadPath, UPLOAD_PATHS } from "@portal/domain/appeals/filePaths";
import { pathOf } from "@portal/domain/shared/callPath";
import { csrfToken } from "../../api";
import { CSRF_HEADER } from "../../api/client";
import { portalConfig } from "../../config";
import { currentLanguage } from "../../i18n";

/** The three upload calls of spec 7 and the call each one's files are downloaded with. */
export const Upload = {
  recognitionS3: { upload: UPLOAD_PATHS.recognitionS3, download: downloadPath("recognition-device") },
  recognition: { upload: UPLOAD_PATHS.recognition, download: downloadPath("recognition-device") },
  kompleks: { upload: UPLOAD_PATHS.kompleks, download: downloadPath("kompleks-device") },
} as const;
export type UploadTarget = (typeof Upload)[keyof typeof Upload];

/** Where a stored file is downloaded (spec 2). */
export const downloadUrl = (target: UploadTarget, stored: string): string =>
  `${portalConfig().baseUrl}${pathOf(target.download, { file: stored })}`;

/**
 * The browser's own check before sending: a PDF by name and type (spec 5: PDF only). The
 * content is the server's to judge ('Faqat PDF…' for a renamed file).
 */
export function looksLikePdf(file: { readonly name: string; readonly type: string }): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === "" || file.type === ALLOWED_UPLOAD_MIME);
}

export type UploadOutcome =
  | { readonly ok: true; readonly stored: string; readonly message: string | undefined }
  /** A 422 lists the server's errors.file; any other failure has no messages (the size text). */
  | { readonly ok: false; readonly messages: readonly string[] };

function fileErrors(body: unknown): string[] {
  const file = (body as { errors?: { file?: unknown } } | null)?.errors?.file;
  return Array.isArray(file) ? file.filter((m): m is string => typeof m === "string") : [];
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs `file` as multipart field `file` with XMLHttpRequest, whose upload progress fetch
 * cannot report; `onProgress` gets 0..100.
 */
export function uploadPdf(
  target: UploadTarget,
  file: Blob & { readonly name?: string },
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", portalConfig().baseUrl + target.upload);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Accept-Language", currentLanguage());
    xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
    const token = csrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText) as Partial<UploadAnswer> | undefined;
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.data === "string") {
        resolve({
          ok: true,
          stored: body.data,
          message: typeof body.message === "string" ? body.message : undefined,
        });
      } else {
        resolve({ ok: false, messages: xhr.status === 422 ? fileErrors(body) : [] });
      }
    };
    xhr.onerror = () => resolve({ ok: false, messages: [] });
    const form = new FormData();
    form.append("file", file, file.name ?? "document.pdf");
    if (token) form.append("_token", token);
    xhr.send(form);
  });
}
