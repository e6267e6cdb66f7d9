import type { CommentRow } from "./recognitionRow";
import { type Message, message } from "../shared/message";
import { rowAmountMessages, when } from "../shared/rules";

export interface CommentAppealContext {
  readonly offerAccepted: boolean;
}

/**
 * Sending the comment appeal (spec 5: "the comment appeal requires only the offer"). Beyond
 * the offer, only each row's quantity is checked, as every form's rows are (1 to 1000, left
 * empty the default 1; issue 19): an empty comment, or no rows at all, still pass, as in the
 * spec. (The catalogue's commentRequired is unused.)
 */
export function validateCommentAppeal(
  input: { readonly devices: readonly CommentRow[] },
  context: CommentAppealContext,
): Message[] {
  return [
    ...when(!context.offerAccepted, message("offerRequired")),
    ...input.devices.flatMap((row, i) => rowAmountMessages(row.amount, i + 1)),
  ];
}
