import * as t from "io-ts";
import { type Message, message } from "../shared/message";
import { boundedArray, Id, nullable, ShortText } from "../shared/primitives";
import { isCalendarDate, textOf } from "../shared/rules";
import { MAX_RESULTS_PER_REQUEST } from "./requests";

/** One instrument of the appeal: its row (by the row's id) and its place 1..amount in the row. */
export const ReceiptEntry = t.exact(t.type({ row_id: Id, instrument: Id }));
export type ReceiptEntry = t.TypeOf<typeof ReceiptEntry>;

/**
 * POST /api/staff/appeals/{id}/receipts: the instruments that came in on one day; the day is
 * today in Tashkent when not given. The others stay as they are, for a later receipt.
 */
export const ReceiveInstrumentsRequest = t.exact(
  t.intersection([
    t.type({ instruments: boundedArray(ReceiptEntry, MAX_RESULTS_PER_REQUEST) }),
    t.partial({ received_on: nullable(ShortText) }),
  ]),
);
export type ReceiveInstrumentsRequest = t.TypeOf<typeof ReceiveInstrumentsRequest>;

/** The day of a receipt as the request gives it: today (in Tashkent) when none is given. */
export const receiptDay = (given: string | null | undefined, today: string): string => textOf(given) || today;

/** A receipt's day is a real calendar day, and not after today in Tashkent. */
export function validateReceiptDay(day: string, today: string): Message[] {
  if (!isCalendarDate(day)) return [message("receiptDateInvalid")];
  return day > today ? [message("receiptDateInFuture")] : [];
}
