import { downloadPath, UPLOAD_PATHS, type UploadFolder } from "./filePaths";
import * as t from "io-ts";
import { AppealEdit } from "./appealEdit";
import { AppealParties } from "./appealParties";
import {
  CommentAppealPayload,
  KompleksAppealPayload,
  ProviderAppealPayload,
  RecognitionAppealPayload,
  VerificationAppealPayload,
} from "./appealPayload";
import { AppealStatusChange } from "./appealStatusChange";
import { AppealSummary } from "./appealSummary";
import { ExemptionDecision } from "./exemptionDecision";
import { InboxItem } from "./inboxItem";
import { MyAppealsQuery } from "./myAppealsQuery";
import { ResubmitQuery } from "./resubmitQuery";
import { CommentSaveAnswer, ProviderSaveAnswer, SaveAnswer } from "./saveAnswer";
import { StaffInboxQuery } from "./staffInboxQuery";
import { StoredAppeal } from "./storedAppeal";
import { StoredFileName } from "./storedFileName";
import { UploadAnswer } from "./uploadAnswer";
import { UploadFields } from "./uploadFields";
import { type ApiCall, apiCall, CUSTOMERS, fileAnswer, multipartBody, SIGNED_IN, STAFF } from "../shared/api";
import { Id } from "../shared/primitives";

const AppealId = t.type({ id: Id });

/** A keyset-paged list: `next` is the cursor of the following page, absent on the last. */
const pageOf = <C extends t.Mixed>(item: C) =>
  t.exact(t.intersection([t.type({ data: t.readonlyArray(item) }), t.partial({ next: Id })]));

/**
 * A save of spec 7: customers save for themselves, staff and reviewers for a chosen customer
 * (offline mode, the header's user_id).
 */
const save = <B extends t.Mixed, A extends t.Mixed>(
  path: string,
  summary: string,
  body: B,
  answer: A,
  more: Partial<Pick<ApiCall, "audience" | "statusStyle">> = {},
) =>
  apiCall({
    method: "POST",
    path,
    summary,
    audience: SIGNED_IN,
    body,
    answer,
    failures: ["Invalid", "Conflict"],
    idempotent: true,
    ...more,
  });

/** Uploads a PDF (multipart field `file`) into the folder its download path names. */
const upload = (path: string, summary: string) =>
  apiCall({
    method: "POST",
    path,
    summary,
    audience: SIGNED_IN,
    body: multipartBody(UploadFields, "file"),
    answer: UploadAnswer,
    failures: ["InvalidFields", "TooMany"],
  });

/** A stored PDF, for its owner and staff; anyone else's is not found. */
const download = (folder: UploadFolder) =>
  apiCall({
    method: "GET",
    path: downloadPath(folder).path,
    summary: `A stored file of ${folder}, inline, for its owner and staff`,
    audience: SIGNED_IN,
    params: t.type({ file: StoredFileName }),
    answer: fileAnswer("application/pdf"),
    failures: ["NotFound"],
  });

/** The appeals module's calls (docs/architecture.md, "Adding a call"). */
export const appealsApi = {
  saveRecognitionAppeal: save(
    "/save-recognition-appeal",
    "Save a recognition, method-recognition, recognition-test, normative or expertise appeal",
    RecognitionAppealPayload,
    SaveAnswer,
  ),
  saveProviderAppeal: save(
    "/api/recognition/save-recognition-provider-appeal",
    "Save a proficiency-testing provider appeal",
    ProviderAppealPayload,
    ProviderSaveAnswer,
    { statusStyle: "boolean" },
  ),
  saveKompleksAppeal: save(
    "/save-kompleks-appeal",
    "Save a kompleks appeal",
    KompleksAppealPayload,
    SaveAnswer,
  ),
  saveCommentAppeal: save(
    "/front/save-appeal-comment",
    "Save a comment appeal; a refusal also carries its message under `error`",
    CommentAppealPayload,
    CommentSaveAnswer,
  ),
  saveVerificationAppeal: save(
    "/front/save-appeal",
    "Save a verification / calibration appeal",
    VerificationAppealPayload,
    SaveAnswer,
  ),
  saveDraft: save(
    "/front/draft-appeal",
    "Save a verification appeal as the customer's draft (the send rules wait for its submission)",
    VerificationAppealPayload,
    SaveAnswer,
    { audience: CUSTOMERS },
  ),
  myAppeals: apiCall({
    method: "GET",
    path: "/api/my/appeals",
    summary: "The caller's own appeals, newest first, keyset-paged",
    audience: SIGNED_IN,
    query: MyAppealsQuery,
    answer: pageOf(AppealSummary),
  }),
  appeal: apiCall({
    method: "GET",
    path: "/api/appeals/:id",
    summary:
      "One appeal with its rows, total and history, who acted on it by name and, for staff and reviewers, its customer; for its owner and staff",
    audience: SIGNED_IN,
    params: AppealId,
    answer: t.intersection([t.strict({ data: StoredAppeal }), AppealParties]),
    failures: ["NotFound"],
  }),
  changeStatus: apiCall({
    method: "POST",
    path: "/api/appeals/:id/status",
    summary:
      "One step of the appeal lifecycle: 403 for a role that may not take it, 409 for a status that does not allow it or a stale version, 422 without the note a send-back or rejection needs",
    audience: SIGNED_IN,
    params: AppealId,
    body: AppealStatusChange,
    answer: t.strict({ status: t.literal(true), message: t.string, data: StoredAppeal }),
    failures: ["Invalid", "Conflict", "NotFound"],
    statusStyle: "boolean",
  }),
  decideExemption: apiCall({
    method: "POST",
    path: "/api/appeals/:id/exemption",
    summary:
      "The reviewer's (or staff's) word on a verification appeal's claim of exemption (free, no VAT) while it is under review: confirm, or refuse with a note; 409 when nothing awaits confirmation or the appeal is not under review",
    audience: STAFF,
    params: AppealId,
    body: ExemptionDecision,
    answer: t.strict({ status: t.literal(true), message: t.string, data: StoredAppeal }),
    failures: ["Invalid", "Conflict", "NotFound"],
    statusStyle: "boolean",
  }),
  staffInbox: apiCall({
    method: "GET",
    path: "/api/staff/appeals",
    summary:
      "The staff inbox: every sent appeal, filtered, newest or oldest first, keyset-paged, with whose it is",
    audience: STAFF,
    query: StaffInboxQuery,
    answer: pageOf(InboxItem),
  }),
  reviewerUpdate: apiCall({
    method: "POST",
    path: "/api/reviewer/appeals/:id/update",
    summary:
      "The reviewer's (or staff's) edit of a saved verification or kompleks appeal, with the body of its save call",
    idempotent: true,
    audience: STAFF,
    params: AppealId,
    body: AppealEdit,
    answer: SaveAnswer,
    failures: ["Invalid", "Conflict", "NotFound"],
  }),
  resubmit: apiCall({
    method: "POST",
    path: "/api/appeals/:id/resubmit",
    summary:
      "The customer's corrected sent-back verification or kompleks appeal, with the body of its save call, resubmitted at the version its form was opened at: 409 once it is no longer sent back or changed meanwhile",
    idempotent: true,
    audience: CUSTOMERS,
    params: AppealId,
    query: ResubmitQuery,
    body: AppealEdit,
    answer: SaveAnswer,
    failures: ["Invalid", "Conflict", "NotFound"],
  }),
  uploadRecognitionFileS3: upload(
    UPLOAD_PATHS.recognitionS3,
    "Upload a PDF of a recognition, expertise or method-recognition row",
  ),
  uploadRecognitionFile: upload(
    UPLOAD_PATHS.recognition,
    "Upload a PDF of a recognition row (the same store as file-upload-s3)",
  ),
  uploadKompleksFile: upload(UPLOAD_PATHS.kompleks, "Upload a PDF of a kompleks row"),
  recognitionFile: download("recognition-device"),
  kompleksFile: download("kompleks-device"),
};
