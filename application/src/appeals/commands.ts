import type {
  CommentAppealPayload,
  KompleksAppealPayload,
  ProviderAppealPayload,
  RecognitionAppealPayload,
  VerificationAppealPayload,
} from "@portal/domain";

/**
 * The save commands: a save call's body, decoded by the HTTP adapter with its call's domain
 * codec (`appealsApi`), with the endpoint it came to. Everything a save reads is in the
 * payload: the rows, the header (with the customer staff save for, `appeal.user_id`) and
 * the accepted offer (`offer_accepted`).
 */

/** The save endpoints of spec section 7, by the kind of appeal they carry. */
export type SaveEndpoint = "verification" | "recognition" | "provider" | "kompleks" | "comment";

/** A save call: its endpoint and its decoded payload. */
export type SaveCommand =
  | { readonly endpoint: "verification"; readonly payload: VerificationAppealPayload }
  | { readonly endpoint: "recognition"; readonly payload: RecognitionAppealPayload }
  | { readonly endpoint: "provider"; readonly payload: ProviderAppealPayload }
  | { readonly endpoint: "kompleks"; readonly payload: KompleksAppealPayload }
  | { readonly endpoint: "comment"; readonly payload: CommentAppealPayload };
