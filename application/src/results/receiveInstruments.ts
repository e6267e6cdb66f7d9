import {
  type AppealResultsView,
  type Message,
  message,
  type ReceiveInstrumentsRequest,
  receiptDay,
  tashkentDay,
  validateReceiptDay,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, invalid, type Result } from "../shared";
import { announce } from "../appeals";
import { makeRecorderSteps, RECEIVING_STATUSES, recorderOf } from "./appealResults";
import type { ResultsDeps } from "./deps";
import { type Instrument, instrumentKey, instrumentsOf, receivedDays } from "./instruments";

/**
 * POST /api/staff/appeals/{id}/receipts: staff of the appeal's branch mark the instruments
 * that came in on one day (today in Tashkent unless given; never a later day) on a contracted,
 * invoiced or paid appeal. Each instrument is received once; one checked on site needs no receipt;
 * the others wait for a later receipt. Nothing is stored unless the whole request is right.
 */
export function makeReceiveInstruments(deps: ResultsDeps) {
  const { openAppeal, answerView } = makeRecorderSteps(deps);

  return async function receiveInstruments(
    actor: Actor,
    appealId: number,
    request: ReceiveInstrumentsRequest,
  ): Result<AppealResultsView> {
    const user = recorderOf(actor);
    if (E.isLeft(user)) return user;
    const appeal = await openAppeal(user.right, appealId, RECEIVING_STATUSES, "receiptsNotOpen");
    if (E.isLeft(appeal)) return appeal;
    const today = tashkentDay(deps.clock.now());
    const day = receiptDay(request.received_on, today);
    const problems: Message[] = [...validateReceiptDay(day, today)];
    if (request.instruments.length === 0) problems.push(message("receiptInstrumentsRequired"));
    const instruments = new Map(
      instrumentsOf(appeal.right).map((i) => [instrumentKey(i.row_id, i.instrument), i]),
    );
    const received = receivedDays(await deps.receipts.listByAppeal(appealId));
    const seen = new Set<string>();
    const accepted: Instrument[] = [];
    for (const entry of request.instruments) {
      const key = instrumentKey(entry.row_id, entry.instrument);
      const instrument = instruments.get(key);
      const at = { n: instrument?.n ?? entry.row_id, k: entry.instrument };
      if (!instrument) problems.push(message("receiptInstrumentUnknown", at));
      else if (seen.has(key)) problems.push(message("receiptRepeated", at));
      else if (instrument.on_site) problems.push(message("receiptOnSite", at));
      else if (received.has(key)) problems.push(message("receiptExists", at));
      else accepted.push(instrument);
      seen.add(key);
    }
    if (problems.length > 0) return E.left(invalid(problems));

    const recordedAt = deps.clock.now().toISOString();
    for (const instrument of accepted) {
      // A receipt of the same instrument stored meanwhile by someone else keeps its day.
      await deps.receipts.insert({
        id: await deps.ids.next("instrument_receipts"),
        appeal_id: appealId,
        row_id: instrument.row_id,
        instrument: instrument.instrument,
        received_on: day,
        recorded_by: user.right.id,
        recorded_at: recordedAt,
      });
    }
    // The customer hears that their instruments came in (the bell, and mail if they allow it).
    await announce(() => deps.events.instrumentsReceived(appeal.right, user.right, { received_on: day }));
    return answerView(actor, appeal.right);
  };
}
