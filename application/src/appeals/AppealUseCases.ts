import type { Actor, AppealRecord, AppealStatus, AppealSummary, Page, Result } from "../shared";
import type {
  DraftCommand,
  ReviewerUpdateCommand,
  SaveCommand,
  SaveEndpoint,
  StatusChangeCommand,
} from "./commands";
import type { UploadRecord } from "./ports/UploadRepository";
import type { InboxItem } from "./staffInbox";

export type { InboxItem };

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

export interface AppealListQuery {
  readonly limit?: number;
  readonly before?: number;
  readonly status?: AppealStatus;
}

/**
 * Appeals: saving and drafts, the customer's own, the files they carry, and the lifecycle
 * work of staff and reviewers (issue 7). A save, a draft, an edit and a status change take
 * their body as a command the HTTP adapter decoded once (`commands.ts`). The other inputs
 * that come straight from a request are `unknown` and decoded by their use case.
 */
export interface AppealUseCases {
  // POST /front/save-appeal, /front/draft-appeal, save-recognition-appeal, …
  /**
   * With a submission key (the client's Idempotency-Key), a repeat stores nothing and
   * answers the appeal the first one stored, however long ago and whatever was lost.
   */
  saveAppeal(actor: Actor, command: SaveCommand, submissionKey?: string): Result<SavedAppeal>;
  saveDraft(actor: Actor, command: DraftCommand, submissionKey?: string): Result<SavedAppeal>;
  listMyAppeals(actor: Actor, query: AppealListQuery): Result<Page<AppealSummary>>;
  getAppeal(actor: Actor, id: number): Result<AppealRecord>;
  uploadFile(actor: Actor, input: UploadInput): Result<UploadRecord>;
  /** The stored file, for its owner and staff only. */
  downloadFile(
    actor: Actor,
    folder: UploadRecord["folder"],
    name: string,
  ): Result<{ body: NodeJS.ReadableStream; size: number; contentType: string }>;

  // The appeal lifecycle: staff and reviewer work (issue 7)
  /** One lifecycle step ({action, note, version, offer_accepted}) with its audit entry. */
  changeAppealStatus(actor: Actor, id: number, command: StatusChangeCommand): Result<AppealRecord>;
  /** Every sent appeal, filtered, sorted and paged (the query string, decoded by the use case). */
  staffInbox(actor: Actor, query: unknown): Result<Page<InboxItem>>;
  /** The reviewer's (or staff's) edit of a saved verification or kompleks appeal. */
  reviewerUpdateAppeal(actor: Actor, id: number, command: ReviewerUpdateCommand): Result<SavedAppeal>;
}
