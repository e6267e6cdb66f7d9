import * as t from "io-ts";
import { Id } from "../shared/primitives";

const saved = {
  appeal_id: Id,
  /** "Muvaffaqiyatli yuborildi", in the caller's language. */
  message: t.string,
  /** Where the user goes next (spec section 2), relative to {base}. */
  redirect: t.string,
};

/** The answer to a save (spec 7): status, appeal_id, message, and where the user goes next. */
export const SaveAnswer = t.strict({ status: t.literal(1), ...saved });
export type SaveAnswer = t.TypeOf<typeof SaveAnswer>;

/** The provider save's answer: its status reads as a boolean (spec 7). */
export const ProviderSaveAnswer = t.strict({ status: t.literal(true), ...saved });
export type ProviderSaveAnswer = t.TypeOf<typeof ProviderSaveAnswer>;

/**
 * The comment save's answer also carries `error` (spec 7 reads "status, appeal_id, message,
 * error"): null when the appeal is saved; a refusal carries its message there.
 */
export const CommentSaveAnswer = t.strict({ status: t.literal(1), ...saved, error: t.null });
export type CommentSaveAnswer = t.TypeOf<typeof CommentSaveAnswer>;

/** Any save's answer, as a form's submission reads it. */
export type SaveReply = SaveAnswer | ProviderSaveAnswer | CommentSaveAnswer;
