import * as t from "io-ts";

/** What the cabinet sends to turn e-mail reminders on or off. */
export const ReminderSettingsInput = t.exact(t.type({ email_reminders: t.boolean }));
export type ReminderSettingsInput = t.TypeOf<typeof ReminderSettingsInput>;

/** What the notifications page sends to mark notifications read: their ids, at most a page. */
export const MarkReadInput = t.exact(
  t.type({
    ids: t.refinement(
      t.array(t.refinement(t.number, (n) => Number.isSafeInteger(n) && n > 0, "Id")),
      (ids) => ids.length >= 1 && ids.length <= 100,
      "OneToHundredIds",
    ),
  }),
);
export type MarkReadInput = t.TypeOf<typeof MarkReadInput>;
