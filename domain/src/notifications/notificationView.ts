import * as t from "io-ts";
import { Id, IsoDate } from "../shared/primitives";

/** A notification as its reader sees it, in the reader's language. */
export const NotificationView = t.strict({
  id: Id,
  /** The Tashkent day the reminder is about. */
  day: IsoDate,
  read: t.boolean,
  created_at: t.string,
  subject: t.string,
  lines: t.readonlyArray(t.string),
  /** Portal-relative links: the filtered register and the one-step re-application (REMINDER_LINKS). */
  links: t.strict({ register: t.string, reapply: t.string }),
});
export type NotificationView = t.TypeOf<typeof NotificationView>;
