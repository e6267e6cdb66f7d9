import type { CommentRow } from "../entities";
import { type Message, message } from "../messages";
import { when } from "./rules";

export interface CommentAppealContext {
  readonly offerAccepted: boolean;
}

/**
 * Sending the comment appeal (spec 5: "the comment appeal requires only the offer").
 * Rows are deliberately not checked: a row with an empty comment, any quantity, or no
 * rows at all pass here, as in the spec. (The catalogue's commentRequired is unused.)
 */
export function validateCommentAppeal(
  _input: { readonly devices: readonly CommentRow[] },
  context: CommentAppealContext,
): Message[] {
  return when(!context.offerAccepted, message("offerRequired"));
}
