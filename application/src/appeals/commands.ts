import {
  AppealStatusChange,
  CommentAppealPayload,
  KompleksAppealPayload,
  ProviderAppealPayload,
  RecognitionAppealPayload,
  VerificationAppealPayload,
} from "@portal/domain";
import type * as E from "fp-ts/lib/Either";
import { decodeBody, type Failure } from "../shared";

/**
 * The appeal commands (issue 17): a request body decoded once, by the HTTP adapter, into
 * what the use cases take. No use case reads a raw body. A body that does not decode is
 * carried as its failure, so that each use case still answers in its own order (who is
 * asking and which appeal come first, then the body).
 */

/** The save endpoints of spec section 7, by the kind of appeal they carry. */
export type SaveEndpoint = "verification" | "recognition" | "provider" | "kompleks" | "comment";

/** A save's payload, decoded with its endpoint's domain codec. */
export type SavePayload =
  | { readonly endpoint: "verification"; readonly payload: VerificationAppealPayload }
  | { readonly endpoint: "recognition"; readonly payload: RecognitionAppealPayload }
  | { readonly endpoint: "provider"; readonly payload: ProviderAppealPayload }
  | { readonly endpoint: "kompleks"; readonly payload: KompleksAppealPayload }
  | { readonly endpoint: "comment"; readonly payload: CommentAppealPayload };

/** A save call (or a draft, with the verification payload: `DraftCommand`). */
export interface SaveCommand<K extends SaveEndpoint = SaveEndpoint> {
  readonly endpoint: K;
  /** The customer staff save for (offline mode): the header's user_id when a whole positive id. */
  readonly userId: number | undefined;
  /** The public offer accepted with this save (offer_accepted true, 1, "1" or "true"). */
  readonly offerAccepted: boolean;
  /** The payload, or why the body does not decode (Malformed, or Invalid for a broken character). */
  readonly payload: E.Either<Failure, SavePayload>;
}

/** A draft: the verification form's body (spec 7, /front/draft-appeal). */
export type DraftCommand = SaveCommand<"verification">;

/** A reviewer's edit: the body of the save call of the appeal's kind, which only the stored appeal tells. */
export interface ReviewerUpdateCommand {
  readonly offerAccepted: boolean;
  readonly verification: E.Either<Failure, SavePayload>;
  readonly kompleks: E.Either<Failure, SavePayload>;
}

/** One lifecycle step ({action, note, version, offer_accepted}), or why the body does not decode. */
export type StatusChangeCommand = E.Either<Failure, AppealStatusChange>;

const CODECS = {
  verification: VerificationAppealPayload,
  recognition: RecognitionAppealPayload,
  provider: ProviderAppealPayload,
  kompleks: KompleksAppealPayload,
  comment: CommentAppealPayload,
} as const;

/** A save body decoded with the endpoint's domain codec. */
export function decodeSavePayload(endpoint: SaveEndpoint, body: unknown): E.Either<Failure, SavePayload> {
  const decoded = decodeBody(CODECS[endpoint], body);
  return decoded._tag === "Left"
    ? decoded
    : { _tag: "Right", right: { endpoint, payload: decoded.right } as SavePayload };
}

/** The offer flag of a body: true, 1, "1" or "true". */
function offerAcceptedIn(body: unknown): boolean {
  const flag = (body as { offer_accepted?: unknown } | null)?.offer_accepted;
  return flag === true || flag === 1 || flag === "1" || flag === "true";
}

/**
 * The customer a body names in its header: read on its own, so that staff without one
 * hear that a customer is needed whatever else the body holds.
 */
function userIdIn(body: unknown): number | undefined {
  const appeal = (body as { appeal?: { user_id?: unknown } } | null)?.appeal;
  const id = numberOf(appeal?.user_id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * `Number` of a parsed value, or NaN where it throws: an object whose own `toString` is no
 * function (`{"toString": 1}`, also inside an array) cannot be turned into a number.
 */
function numberOf(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return Number.NaN;
  }
}

/** A save body as its command. */
export const decodeSaveCommand = <K extends SaveEndpoint>(endpoint: K, body: unknown): SaveCommand<K> => ({
  endpoint,
  userId: userIdIn(body),
  offerAccepted: offerAcceptedIn(body),
  payload: decodeSavePayload(endpoint, body),
});

/** A draft body as its command. */
export const decodeDraftCommand = (body: unknown): DraftCommand => decodeSaveCommand("verification", body);

/** A reviewer's edit body as its command. */
export const decodeReviewerUpdate = (body: unknown): ReviewerUpdateCommand => ({
  offerAccepted: offerAcceptedIn(body),
  verification: decodeSavePayload("verification", body),
  kompleks: decodeSavePayload("kompleks", body),
});

/** A status change body as its command. */
export const decodeStatusChange = (body: unknown): StatusChangeCommand =>
  decodeBody(AppealStatusChange, body);
