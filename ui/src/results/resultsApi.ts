import type { ReceiptEntry } from "@portal/domain/results/receipts";
import type { CorrectResultRequest, ResultEntry } from "@portal/domain/results/requests";
import { CERTIFICATE_DOCUMENT } from "@portal/domain/results/filePaths";
import { pathOf } from "@portal/domain/shared/callPath";
import type { Language } from "@portal/domain/shared/constants";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const resultsRows = lazyTable(() => import("@portal/domain/results/api").then((m) => m.resultsApi));
const standardRows = lazyTable(() => import("@portal/domain/standards/api").then((m) => m.standardsApi));
const accountRows = lazyTable(() => import("@portal/domain/accounts/api").then((m) => m.accountsApi));

/** The results module's calls (issue 14): an appeal's results, staff's receipts and recording, the public check. */

/** The path parameters naming one instrument of an appeal. */
const instrumentParams = (appealId: number, row: number, instrument: number) => ({
  id: appealId,
  row,
  instrument,
});

export const appealResults = (appealId: number) =>
  callApi(http, resultsRows, "appealResults", { params: { id: appealId } });

/** Staff: the reference standards of their branches, each with its state today (for a result's measurement). */
export const listStandards = () => callApi(http, standardRows, "list");

/** Staff: the accounts that may authorise a certificate. */
export const listSigners = () => callApi(http, accountRows, "signers");

/** Staff: the instruments received on `day` ("YYYY-MM-DD"). */
export const receiveInstruments = (appealId: number, day: string, instruments: readonly ReceiptEntry[]) =>
  callApi(http, resultsRows, "receiveInstruments", {
    params: { id: appealId },
    body: { received_on: day, instruments: [...instruments] },
  });

export const recordResults = (appealId: number, results: readonly ResultEntry[]) =>
  callApi(http, resultsRows, "recordResults", { params: { id: appealId }, body: { results: [...results] } });

export const correctResult = (
  appealId: number,
  row: number,
  instrument: number,
  correction: CorrectResultRequest,
) =>
  callApi(http, resultsRows, "correctResult", {
    params: instrumentParams(appealId, row, instrument),
    body: correction,
  });

export const revokeResult = (appealId: number, row: number, instrument: number, reason: string) =>
  callApi(http, resultsRows, "revokeResult", {
    params: instrumentParams(appealId, row, instrument),
    body: { reason },
  });

/** The signed conclusion of a recognition or expertise result; a replacement carries its reason. */
export const attachSignedConclusion = (
  appealId: number,
  row: number,
  instrument: number,
  file: File,
  reason?: string,
) => {
  const form = new FormData();
  form.append("file", file);
  if (reason !== undefined) form.append("reason", reason);
  return callApi(http, resultsRows, "attachSignedConclusion", {
    params: instrumentParams(appealId, row, instrument),
    body: form,
  });
};

/** Anyone: certificates by number or by the instrument's serial number. */
export const searchCertificates = (q: string) => callApi(http, resultsRows, "publicSearch", { query: { q } });

/** Anyone: whether a PDF is exactly a certificate the lab issued; the server keeps nothing of it. */
export const checkCertificateFile = (file: File) => {
  const form = new FormData();
  form.append("file", file);
  return callApi(http, resultsRows, "checkFile", { body: form });
};

/** Where an instrument's certificate is downloaded, in the language asked for. */
export const certificatePdfHref = (
  appealId: number,
  row: number,
  instrument: number,
  lang: Language,
): string => `${pathOf(CERTIFICATE_DOCUMENT, instrumentParams(appealId, row, instrument))}?lang=${lang}`;
