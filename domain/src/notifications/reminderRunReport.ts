import * as t from "io-ts";
import { Id, Int, IsoDate } from "../shared/primitives";

/** What one day's reminder run did. */
export const ReminderRunReport = t.strict({
  day: IsoDate,
  /** The earlier days no run had covered, whose thresholds this run's messages list too (oldest first). */
  caught_up: t.readonlyArray(IsoDate),
  entries: Int,
  customers: Int,
  /** The reference standards reminded to their branch's staff (their notifications and mail count below too). */
  standards: Int,
  notifications: Int,
  mails: Int,
  /**
   * The customers whose stored e-mail is not one valid address: notified in the portal, not
   * mailed, named here so the run's log shows whom to ask.
   */
  unmailable: t.readonlyArray(Id),
});
export type ReminderRunReport = t.TypeOf<typeof ReminderRunReport>;
