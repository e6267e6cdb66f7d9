import type { Language } from "../shared/constants";
import { fillTemplate } from "../shared/messages";
import { catalogue } from "../shared/messages";
import { addDays } from "../shared/calendar";

/**
 * Reminders of register entries coming due (issue 15). On a Tashkent day an entry reaches a
 * threshold when its next inspection date is 30 days ahead, 7 days ahead, or was yesterday:
 * an entry is overdue from the day after its next inspection date (on that date itself the
 * inspection is still in time), so the "overdue" reminder comes on that day after.
 * Entries marked unfit are left out: an unfit instrument is repaired or replaced, not
 * re-verified, so a reminder to re-apply would mislead (docs/decisions.md).
 */
export const REMINDER_THRESHOLDS = ["due30", "due7", "overdue"] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** Days from the reminder's day to the next inspection date at each threshold. */
export const THRESHOLD_OFFSET_DAYS: Readonly<Record<ReminderThreshold, number>> = {
  due30: 30,
  due7: 7,
  overdue: -1,
};

/** The next inspection dates that reach a threshold on this day, by threshold. */
export function thresholdDates(day: string): Record<ReminderThreshold, string> {
  return {
    due30: addDays(day, THRESHOLD_OFFSET_DAYS.due30),
    due7: addDays(day, THRESHOLD_OFFSET_DAYS.due7),
    overdue: addDays(day, THRESHOLD_OFFSET_DAYS.overdue),
  };
}

/** The threshold an entry reaches on this day, if any; unfit entries reach none. */
export function thresholdOn(
  day: string,
  entry: { readonly next_inspection_date: string; readonly unfit?: boolean },
): ReminderThreshold | undefined {
  if (entry.unfit) return undefined;
  const dates = thresholdDates(day);
  return REMINDER_THRESHOLDS.find((t) => dates[t] === entry.next_inspection_date);
}

/** One register entry as a reminder lists it. */
export interface ReminderLine {
  readonly entry_id: number;
  readonly device_name: string;
  readonly serial_number?: string;
  readonly next_inspection_date: string;
  readonly threshold: ReminderThreshold;
  /**
   * Days from the reminder's day to the next inspection date, set on a line the run caught
   * up from a day no run covered (its threshold fell on that day, so "30" or "7 days left"
   * would no longer be true); absent on a line whose threshold is the reminder's own day.
   */
  readonly days_left?: number;
}

/**
 * The most days back a run catches up: a day on which no run finished (no server ran after
 * the reminder hour) is covered by the next run, if it is at most this many days before it.
 */
export const REMINDER_CATCH_UP_DAYS = 30;

/** Where a reminder's links lead, relative to the portal's address. */
export const REMINDER_LINKS = {
  /** The register filtered to what needs attention (the register page's `state` filter). */
  register: (threshold: ReminderThreshold) =>
    `/self-devices?state=${threshold === "overdue" ? "overdue" : "due30"}`,
  /** The one-step re-application of every due entry: the verification form filled from the register. */
  reapply: "/applications/verification?register=due",
  notifications: "/notifications",
} as const;

/** The reminder of one customer's day, in words, ready for the portal list and for e-mail. */
export interface ReminderText {
  readonly subject: string;
  readonly lines: readonly string[];
  readonly text: string;
}

const t = (key: keyof typeof catalogue, language: Language, params?: Record<string, string | number>) =>
  fillTemplate(catalogue[key][language], params);

const THRESHOLD_KEY = {
  due30: "reminderDue30",
  due7: "reminderDue7",
  overdue: "reminderOverdue",
} as const satisfies Record<ReminderThreshold, keyof typeof catalogue>;

/** The words of a line: a caught-up line says how many days are really left. */
function lineKey(line: ReminderLine): keyof typeof catalogue {
  if (line.threshold === "overdue" || line.days_left === undefined) return THRESHOLD_KEY[line.threshold];
  return line.days_left <= 0 ? "reminderDueToday" : "reminderDueIn";
}

/** A date "YYYY-MM-DD" as the portal shows it, "DD.MM.YYYY". */
const shown = (day: string) => day.split("-").reverse().join(".");

/**
 * The words of a reminder: a subject, one line per entry (grouped by threshold, overdue
 * first) and the plain text of the e-mail with absolute links; `unsubscribe` is the
 * e-mail's own link (absent in the portal's list).
 */
export function reminderText(
  lines: readonly ReminderLine[],
  language: Language,
  links: { readonly baseUrl: string; readonly unsubscribe?: string },
): ReminderText {
  const order: ReminderThreshold[] = ["overdue", "due7", "due30"];
  const sorted = [...lines].sort(
    (a, b) =>
      order.indexOf(a.threshold) - order.indexOf(b.threshold) ||
      a.device_name.localeCompare(b.device_name) ||
      a.entry_id - b.entry_id,
  );
  const words = sorted.map((line) =>
    t(lineKey(line), language, {
      device: line.serial_number ? `${line.device_name} (№ ${line.serial_number})` : line.device_name,
      date: shown(line.next_inspection_date),
      ...(line.days_left === undefined ? {} : { days: line.days_left }),
    }),
  );
  const base = links.baseUrl.replace(/\/+$/, "");
  const worst = sorted[0]?.threshold ?? "due30";
  const text = [
    t("reminderGreeting", language),
    "",
    ...words.map((w) => `- ${w}`),
    "",
    `${t("reminderOpenRegister", language)}: ${base}${REMINDER_LINKS.register(worst)}`,
    `${t("reminderReapply", language)}: ${base}${REMINDER_LINKS.reapply}`,
    ...(links.unsubscribe ? ["", `${t("reminderUnsubscribe", language)}: ${links.unsubscribe}`] : []),
  ].join("\n");
  return { subject: t("reminderSubject", language, { n: sorted.length }), lines: words, text };
}
