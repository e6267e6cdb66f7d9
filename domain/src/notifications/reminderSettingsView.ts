import * as t from "io-ts";
import { LanguageCodec } from "../shared/languageQuery";

/** A customer's reminder settings as the cabinet shows them. */
export const ReminderSettingsView = t.strict({
  email_reminders: t.boolean,
  /** The language reminders are written in: the one the customer last used the portal in. */
  language: LanguageCodec,
  /** Whether the user info holds an e-mail address to send reminders to. */
  has_email: t.boolean,
});
export type ReminderSettingsView = t.TypeOf<typeof ReminderSettingsView>;
