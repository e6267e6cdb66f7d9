import * as t from "io-ts";
import { APPEAL_ACTIONS, type AppealAction } from "./lifecycle";
import { AppealStatusCodec } from "./staffInboxQuery";
import { Id } from "../shared/primitives";

export const AppealActionCodec = t.keyof(
  Object.fromEntries(APPEAL_ACTIONS.map((action) => [action, null])) as Record<AppealAction, null>,
  "AppealAction",
);

/** One entry of an appeal's audit trail: the status it had after `by` acted, and when. */
export const AppealEvent = t.exact(
  t.intersection([
    t.type({ status: AppealStatusCodec, at: t.string, by: Id }),
    /** `action` is absent on the entry the save made. */
    t.partial({ note: t.string, action: AppealActionCodec }),
  ]),
);
export type AppealEvent = t.TypeOf<typeof AppealEvent>;
