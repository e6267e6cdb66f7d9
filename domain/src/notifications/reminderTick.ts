import * as t from "io-ts";
import { IsoDate } from "../shared/primitives";
import { DeliveryReport } from "./deliveryReport";
import { ReminderRunReport } from "./reminderRunReport";

/** What one tick of the reminder job did. */
export const ReminderTick = t.intersection([
  t.strict({ day: IsoDate, delivery: DeliveryReport }),
  /** The day's run, when this tick made it (the hour had come and no one had finished it). */
  t.exact(t.partial({ run: ReminderRunReport })),
]);
export type ReminderTick = t.TypeOf<typeof ReminderTick>;
