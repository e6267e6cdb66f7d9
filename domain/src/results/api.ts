import { CERTIFICATE_DOCUMENT } from "./filePaths";
import * as t from "io-ts";
import { ANYONE, apiCall, fileAnswer, multipartBody, SIGNED_IN } from "../shared/api";
import { LanguageQuery } from "../shared/languageQuery";
import { Id } from "../shared/primitives";
import { AppealResultsView } from "./appealResultsView";
import { FileCheck, PublicCertificate } from "./publicCertificate";
import { ReceiveInstrumentsRequest } from "./receipts";
import {
  CertificateSearch,
  CorrectResultRequest,
  RecordResultsRequest,
  RevokeResultRequest,
  SignedConclusionFields,
} from "./requests";

const OfAppeal = t.type({ id: Id });
/** One instrument of an appeal: the appeal, the row's id, its place 1..amount in the row. */
const OfInstrument = t.type({ id: Id, row: Id, instrument: Id });

/** What a staff change of results answers: the appeal's results as staff see them now. */
const Changed = t.strict({ status: t.literal(1), data: AppealResultsView });

/** Only staff record, correct and revoke results. */
const RECORDERS = ["staff"] as const;

/**
 * The results module's calls (docs/architecture.md, "Adding a call"): staff mark instruments
 * received, record, correct and revoke results and attach signed conclusions; staff, reviewers and the appeal's owner
 * read them and download the certificates; anyone checks a certificate, rate-limited per
 * address, a miss answered the same way whatever the reason.
 */
export const resultsApi = {
  appealResults: apiCall({
    method: "GET",
    path: "/api/appeals/:id/results",
    summary:
      "Each instrument of an appeal with its result, certificate and status: staff and reviewers any appeal's (with every version), the owner their own",
    audience: SIGNED_IN,
    params: OfAppeal,
    answer: t.strict({ data: AppealResultsView }),
    failures: ["NotFound"],
  }),
  recordResults: apiCall({
    method: "POST",
    path: "/api/staff/appeals/:id/results",
    summary:
      "Staff: record results for instruments with none yet (contracted, invoiced or paid appeals); certificate numbers are issued by the server; a fit result without valid_until gets the work date plus its service type's interval, the day before",
    audience: RECORDERS,
    params: OfAppeal,
    body: RecordResultsRequest,
    answer: Changed,
    failures: ["Invalid", "NotFound", "Conflict"],
  }),
  receiveInstruments: apiCall({
    method: "POST",
    path: "/api/staff/appeals/:id/receipts",
    summary:
      "Staff of the appeal's branch: the instruments received on one day (`received_on`, today in Tashkent when not given, never later), each once; those checked on site (check_out) need none. Contracted or invoiced appeals; a later receipt adds the others",
    audience: RECORDERS,
    params: OfAppeal,
    body: ReceiveInstrumentsRequest,
    answer: Changed,
    failures: ["Invalid", "NotFound", "Conflict"],
  }),
  correctResult: apiCall({
    method: "POST",
    path: "/api/staff/appeals/:id/results/:row/:instrument/correct",
    summary:
      "Staff: a corrected result as a new version with a reason and a new certificate number (valid_until defaulted as when recording); the old certificate reads as revoked. Refused 409 for a revoked certificate, which is final",
    audience: RECORDERS,
    params: OfInstrument,
    body: CorrectResultRequest,
    answer: Changed,
    failures: ["Invalid", "NotFound", "Conflict"],
  }),
  revokeResult: apiCall({
    method: "POST",
    path: "/api/staff/appeals/:id/results/:row/:instrument/revoke",
    summary: "Staff: revoke the instrument's certificate, with the reason",
    audience: RECORDERS,
    params: OfInstrument,
    body: RevokeResultRequest,
    answer: Changed,
    failures: ["Invalid", "NotFound", "Conflict"],
  }),
  attachSignedConclusion: apiCall({
    method: "POST",
    path: "/api/staff/appeals/:id/results/:row/:instrument/conclusion",
    summary:
      "Staff: attach the signed conclusion of a recognition or expertise result, a PDF (checked by content, within UPLOAD_LIMIT_BYTES) kept as a new version of the result with the same certificate number; replacing one on file needs `reason` (a correction). Refused 422 for a verification or calibration result (its certificate is generated), 409 for a revoked certificate",
    audience: RECORDERS,
    params: OfInstrument,
    body: multipartBody(SignedConclusionFields, "file"),
    answer: t.strict({ status: t.literal(1), message: t.string, data: AppealResultsView }),
    failures: ["Invalid", "InvalidFields", "NotFound", "Conflict", "TooMany"],
  }),
  certificateDocument: apiCall({
    method: "GET",
    path: CERTIFICATE_DOCUMENT.path,
    summary:
      "The instrument's current certificate (or notice of unfitness, or conclusion) as a PDF with the QR code of its public check, in the language asked for; the signed conclusion staff uploaded, when one is on file (`lang` then changes nothing)",
    audience: SIGNED_IN,
    params: OfInstrument,
    query: LanguageQuery,
    answer: fileAnswer("application/pdf"),
    failures: ["NotFound"],
  }),
  publicSearch: apiCall({
    method: "GET",
    path: "/api/public/certificates",
    summary:
      "Anyone: certificates by certificate number or instrument serial number (none when nothing matches); rate-limited per address",
    audience: ANYONE,
    query: CertificateSearch,
    answer: t.strict({ data: t.readonlyArray(PublicCertificate) }),
    failures: ["TooMany"],
  }),
  checkFile: apiCall({
    method: "POST",
    path: "/api/public/certificates/check",
    summary:
      "Anyone: upload a certificate's PDF (within UPLOAD_LIMIT_BYTES) and learn whether it is exactly a certificate the lab issued and signed (`genuine`), one since revoked (`revoked`), or not one (`unknown`: changed by even one byte, or not ours). The upload is read and forgotten, never kept; rate-limited per address",
    audience: ANYONE,
    body: multipartBody(t.type({}), "file"),
    answer: t.strict({ data: FileCheck }),
    failures: ["InvalidFields", "TooMany"],
  }),
  publicCertificate: apiCall({
    method: "GET",
    path: "/api/public/certificates/:number",
    summary:
      "Anyone: one certificate by its number; rate-limited per address; a miss is 404 whatever the reason",
    audience: ANYONE,
    params: t.type({ number: t.string }),
    answer: t.strict({ data: PublicCertificate }),
    failures: ["NotFound", "TooMany"],
  }),
};
