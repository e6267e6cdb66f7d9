import * as t from "io-ts";
import { Id, IsoDate } from "../shared/primitives";

/**
 * A notification as its reader sees it, in the reader's language: a reminder of register
 * entries coming due, a notice of an appeal's step, or a reminder to staff of a reference
 * standard whose certificate runs out.
 */
export const NotificationView = t.strict({
  id: Id,
  kind: t.keyof({ reminder: null, appeal: null, standard: null }),
  /** The Tashkent day the reminder is about, or the notice's step was taken. */
  day: IsoDate,
  read: t.boolean,
  created_at: t.string,
  subject: t.string,
  lines: t.readonlyArray(t.string),
  /**
   * Portal-relative links: a reminder's filtered register and one-step re-application
   * (REMINDER_LINKS); a notice's appeal page (appealNoticeLink); a reference standard's
   * reminder, the standards register filtered to its state (standardReminderLink).
   */
  links: t.exact(t.partial({ register: t.string, reapply: t.string, appeal: t.string, standards: t.string })),
});
export type NotificationView = t.TypeOf<typeof NotificationView>;
