import type { Language } from "../shared/constants";
import { shownDay } from "../shared/calendar";
import { catalogue, fillTemplate, type MessageKey } from "../shared/messages";
import type { ReminderText, ReminderThreshold } from "./reminders";

/**
 * Reminders of the lab's reference standards whose own certificate runs out, to the staff of
 * the branch that holds them, at the register's thresholds: 30 and 7 days before the last valid
 * day, and the day after it, the first on which the standard is expired and no result may use it.
 */
export interface StandardReminder {
  readonly standard_id: number;
  readonly name: string;
  readonly serial_number: string;
  /** The certificate's last valid day, "YYYY-MM-DD". */
  readonly valid_until: string;
  readonly threshold: ReminderThreshold;
  /** Days from the reminder's day to the last valid day (negative once expired): a caught-up day's are fewer than its threshold's. */
  readonly days_left: number;
}

/** The register filtered to what the reminder is about, relative to the portal's address. */
export const standardReminderLink = (threshold: ReminderThreshold): string =>
  `/staff/standards?state=${threshold === "overdue" ? "expired" : "due"}`;

const say = (key: MessageKey, language: Language, params?: Record<string, string | number>) =>
  fillTemplate(catalogue[key][language], params, language);

function lineKey(reminder: StandardReminder): MessageKey {
  if (reminder.threshold === "overdue" || reminder.days_left < 0) return "standardReminderExpired";
  return reminder.days_left === 0 ? "standardReminderDueToday" : "standardReminderDueIn";
}

/** The words of one standard's reminder, for the portal's list and for e-mail (with absolute links). */
export function standardReminderText(
  reminder: StandardReminder,
  language: Language,
  links: { readonly baseUrl: string; readonly unsubscribe?: string },
): ReminderText {
  const params = {
    name: reminder.name,
    serial: reminder.serial_number,
    date: shownDay(reminder.valid_until),
    days: reminder.days_left,
  };
  const line = say(lineKey(reminder), language, params);
  const expired = lineKey(reminder) === "standardReminderExpired";
  const base = links.baseUrl.replace(/\/+$/, "");
  const text = [
    say("standardReminderGreeting", language),
    "",
    line,
    "",
    `${say("standardReminderOpen", language)}: ${base}${standardReminderLink(reminder.threshold)}`,
    ...(links.unsubscribe ? ["", `${say("reminderUnsubscribe", language)}: ${links.unsubscribe}`] : []),
  ].join("\n");
  return {
    subject: say(expired ? "standardReminderSubjectExpired" : "standardReminderSubjectDue", language, params),
    lines: [line],
    text,
  };
}
