import * as t from "io-ts";
import { described } from "../shared/schema";

/**
 * What the cabinet sends to turn e-mail on or off by kind: reminders always (the call's
 * first field), the appeals' notices when given (absent: left as they are).
 */
export const ReminderSettingsInput = t.exact(
  t.intersection([t.type({ email_reminders: t.boolean }), t.partial({ email_appeals: t.boolean })]),
);
export type ReminderSettingsInput = t.TypeOf<typeof ReminderSettingsInput>;

/** The most notifications marked read at once: a page of the list. */
const MAX_MARKED = 100;

/** Ids of notifications: one to a page of them, each a positive whole number (as JSON numbers). */
const NotificationIds = described(
  t.refinement(
    t.array(t.refinement(t.number, (n) => Number.isSafeInteger(n) && n > 0, "Id")),
    (ids) => ids.length >= 1 && ids.length <= MAX_MARKED,
    "OneToHundredIds",
  ),
  { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1, maxItems: MAX_MARKED },
);

/** What the notifications page sends to mark notifications read: their ids, at most a page. */
export const MarkReadInput = t.exact(t.type({ ids: NotificationIds }));
export type MarkReadInput = t.TypeOf<typeof MarkReadInput>;
