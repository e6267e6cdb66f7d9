import * as t from "io-ts";
import { LanguageCodec } from "../shared/languageQuery";

/** A customer's notification settings as the cabinet shows them: e-mail by kind. */
export const ReminderSettingsView = t.strict({
  /** Reminders of register entries coming due, by e-mail. */
  email_reminders: t.boolean,
  /** Notices of the steps of the customer's appeals, by e-mail. */
  email_appeals: t.boolean,
  /** The language e-mail is written in: the one the customer last used the portal in. */
  language: LanguageCodec,
  /** Whether the user info holds an e-mail address to send reminders to. */
  has_email: t.boolean,
});
export type ReminderSettingsView = t.TypeOf<typeof ReminderSettingsView>;
