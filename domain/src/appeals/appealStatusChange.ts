import * as t from "io-ts";
import type { AppealAction } from "./lifecycle";
import { Accepted, Id, LongText, nullable } from "../shared/primitives";

/**
 * The actions POST /api/appeals/{id}/status takes. `edit`, `contract` and `invoice`
 * have calls of their own (the reviewer's update, contract/store, create-invoice),
 * because each carries more than a note.
 */
export const StatusAction = t.keyof({
  submit: null,
  resubmit: null,
  take_for_review: null,
  approve: null,
  send_back: null,
  reject: null,
  complete: null,
});
export type StatusAction = t.TypeOf<typeof StatusAction>;
// Fails to compile when a status action is not an action of the lifecycle.
const everyStatusActionIsAnAction: StatusAction extends AppealAction ? true : never = true;
void everyStatusActionIsAnAction;

/**
 * A change of an appeal's status. `version`, when given, is the version the caller saw:
 * a newer stored one answers a conflict instead of acting on what the caller never read.
 * `offer_accepted` is what submitting a draft needs (the send rules apply then).
 */
export const AppealStatusChange = t.exact(
  t.intersection([
    t.type({ action: StatusAction }),
    t.partial({ note: nullable(LongText), version: nullable(Id), offer_accepted: Accepted }),
  ]),
);
export type AppealStatusChange = t.TypeOf<typeof AppealStatusChange>;
