import type { appealsApi } from "@portal/domain/appeals/api";
import type { StaffInboxQuery } from "@portal/domain/appeals/staffInboxQuery";
import type { ReplyOf, RequestOf } from "@portal/domain/shared/api";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const appealsRows = lazyTable(() => import("@portal/domain/appeals/api").then((m) => m.appealsApi));

/**
 * The appeals module's calls (`appealsApi`), one function each, typed by their rows. A form
 * is handed the save it makes by its page: a reviewer's update sends the same body to
 * another call.
 */

/** The verification form's body: its save's, its draft's and a reviewer's update's. */
export type VerificationSave = RequestOf<typeof appealsApi.saveVerificationAppeal>;

export const saveVerificationAppeal = (body: VerificationSave) =>
  callApi(http, appealsRows, "saveVerificationAppeal", { body });

/** A customer's draft: the verification form's body, saved without the send rules. */
export const saveDraft = (body: VerificationSave) => callApi(http, appealsRows, "saveDraft", { body });

export const saveRecognitionAppeal = (body: RequestOf<typeof appealsApi.saveRecognitionAppeal>) =>
  callApi(http, appealsRows, "saveRecognitionAppeal", { body });

export const saveKompleksAppeal = (body: RequestOf<typeof appealsApi.saveKompleksAppeal>) =>
  callApi(http, appealsRows, "saveKompleksAppeal", { body });

export const saveProviderAppeal = (body: RequestOf<typeof appealsApi.saveProviderAppeal>) =>
  callApi(http, appealsRows, "saveProviderAppeal", { body });

export const saveCommentAppeal = (body: RequestOf<typeof appealsApi.saveCommentAppeal>) =>
  callApi(http, appealsRows, "saveCommentAppeal", { body });

/** The caller's own appeals, newest first: a page of `limit` before the cursor. */
export const myAppeals = (limit: number, before?: number) =>
  callApi(http, appealsRows, "myAppeals", { query: { limit, before } });

/** GET /api/appeals/{id}: the appeal with its rows, total and history. */
export type AppealDetail = ReplyOf<typeof appealsApi.appeal>["data"];
export type AppealRow = AppealDetail["devices"][number];
export type AppealEvent = AppealDetail["history"][number];
/** Who acted on an appeal by name and, for staff and reviewers, its customer, as GET /api/appeals/{id} answers them. */
export type AppealParties = Omit<ReplyOf<typeof appealsApi.appeal>, "data">;

export const appeal = (id: number) => callApi(http, appealsRows, "appeal", { params: { id } });

/** One step of the lifecycle: {action, note, version, offer_accepted}. */
export type StatusChange = RequestOf<typeof appealsApi.changeStatus>;

export const changeStatus = (id: number, change: StatusChange) =>
  callApi(http, appealsRows, "changeStatus", { params: { id }, body: change });

/** The reviewer's (or staff's) word on a claim of exemption: {decision, note, version}. */
export const decideExemption = (id: number, body: RequestOf<typeof appealsApi.decideExemption>) =>
  callApi(http, appealsRows, "decideExemption", { params: { id }, body });

/** One line of the staff inbox. */
export type InboxItem = ReplyOf<typeof appealsApi.staffInbox>["data"][number];

/** The inbox filter form's values as the query string sends them; an empty one is left out. */
export type InboxFilter = { readonly [K in Exclude<keyof StaffInboxQuery, "limit" | "before">]?: string };

export const staffInbox = (filter: InboxFilter, limit: number, before?: number) =>
  callApi(http, appealsRows, "staffInbox", {
    query: {
      ...Object.fromEntries(
        Object.entries(filter).filter(([, value]) => value !== undefined && value !== ""),
      ),
      limit,
      before,
    },
  });

/** The reviewer's edit of a saved verification or kompleks appeal, with the body of its save call. */
export const reviewerUpdate = (id: number, body: RequestOf<typeof appealsApi.reviewerUpdate>) =>
  callApi(http, appealsRows, "reviewerUpdate", { params: { id }, body });

/** The customer's corrected sent-back appeal, resubmitted at the version its form was opened at. */
export const resubmit = (id: number, version: number, body: RequestOf<typeof appealsApi.resubmit>) =>
  callApi(http, appealsRows, "resubmit", { params: { id }, query: { version }, body });
