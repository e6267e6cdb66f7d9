import type {
  AppealEdit,
  AppealStatusChange,
  ExemptionDecision,
  InboxItem,
  MyAppealsQuery,
  StaffInboxQuery,
  VerificationAppealPayload,
} from "@portal/domain";
import type { Actor, AppealRecord, AppealSummary, Page, Result } from "../shared";
import type { SaveCommand, SaveEndpoint } from "./commands";
import type { AppealShown } from "./showAppeal";
import type { UploadRecord } from "./ports/UploadRepository";

export type { SaveEndpoint };

export interface SavedAppeal {
  readonly appeal: AppealRecord;
  /** Where the spec sends the user next (section 2), relative to {base}. */
  readonly destination: string;
}

export interface UploadInput {
  readonly folder: UploadRecord["folder"];
  readonly originalName: string;
  readonly bytes: Buffer;
}

/**
 * Appeals: saving and drafts, the customer's own, the files they carry, and the lifecycle
 * work of staff and reviewers. Every input is what the HTTP adapter decoded with its call's
 * codecs (`appealsApi` in the domain): a save's payload, a status change, a query.
 */
export interface AppealUseCases {
  // POST /front/save-appeal, /front/draft-appeal, save-recognition-appeal, …
  /**
   * With a submission key (the client's Idempotency-Key), a repeat stores nothing and
   * answers the appeal the first one stored, however long ago and whatever was lost.
   */
  saveAppeal(actor: Actor, command: SaveCommand, submissionKey?: string): Result<SavedAppeal>;
  /** A customer's draft: the verification form's payload, saved without the send rules. */
  saveDraft(actor: Actor, payload: VerificationAppealPayload, submissionKey?: string): Result<SavedAppeal>;
  listMyAppeals(actor: Actor, query: MyAppealsQuery): Result<Page<AppealSummary>>;
  getAppeal(actor: Actor, id: number): Result<AppealRecord>;
  /** The appeal as its page shows it: who acted on it by name and, for staff and reviewers, its customer. */
  showAppeal(actor: Actor, id: number): Result<AppealShown>;
  uploadFile(actor: Actor, input: UploadInput): Result<UploadRecord>;
  /** The stored file, for its owner and staff only. */
  downloadFile(
    actor: Actor,
    folder: UploadRecord["folder"],
    name: string,
  ): Result<{ body: NodeJS.ReadableStream; size: number; contentType: string }>;

  // The appeal lifecycle: staff and reviewer work
  /** One lifecycle step ({action, note, version, offer_accepted}) with its audit entry. */
  changeAppealStatus(actor: Actor, id: number, change: AppealStatusChange): Result<AppealRecord>;
  /** The reviewer's (or staff's) word on a claim of exemption during review: confirm, or refuse with a note. */
  decideExemption(actor: Actor, id: number, decision: ExemptionDecision): Result<AppealRecord>;
  /** Every sent appeal, filtered, sorted and paged. */
  staffInbox(actor: Actor, query: StaffInboxQuery): Result<Page<InboxItem>>;
  /** The reviewer's (or staff's) edit of a saved verification or kompleks appeal. */
  reviewerUpdateAppeal(actor: Actor, id: number, edit: AppealEdit): Result<SavedAppeal>;
  /**
   * The customer's correction of their sent-back verification or kompleks appeal: the body
   * of its save call, planned as a save is, stored as its next version at `version` and
   * submitted again.
   */
  resubmitAppeal(actor: Actor, id: number, version: number, edit: AppealEdit): Result<SavedAppeal>;
}
