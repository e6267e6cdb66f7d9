import * as t from "io-ts";
import { addDays } from "../shared/calendar";
/**
 * Where an entry of the register stands on a day (issue 15), from its next inspection date
 * and its unfit mark. Days are "YYYY-MM-DD" (Tashkent's calendar), so they compare as text.
 *
 * - unfit: the last result found the instrument unfit, whatever its dates;
 * - overdue: the next inspection date is before today (on the day itself it is still due);
 * - due30: the next inspection date is today or within the next 30 days;
 * - due90: it is 31 to 90 days away;
 * - fine: it is more than 90 days away.
 */
export const DUE_STATES = ["overdue", "due30", "due90", "fine", "unfit"] as const;
export type DueState = (typeof DUE_STATES)[number];

/** A due state as a request names it (the register's filter) and an answer gives it. */
export const DueState = t.keyof(
  Object.fromEntries(DUE_STATES.map((state) => [state, null])) as Record<DueState, null>,
  "DueState",
);

/** The states with a next-inspection-date range, in the order of their dates. */
export const DATED_DUE_STATES = ["overdue", "due30", "due90", "fine"] as const satisfies readonly DueState[];

/** The states that ask the customer to apply now: overdue, or due within 30 days. */
export const DUE_NOW_STATES = ["overdue", "due30"] as const satisfies readonly DueState[];

export const DUE_SOON_DAYS = 30;
export const DUE_LATER_DAYS = 90;

export const isDueState = (value: unknown): value is DueState =>
  typeof value === "string" && (DUE_STATES as readonly string[]).includes(value);

/** What a state asks of an entry: its unfit mark and its next inspection date's bounds (both inclusive). */
export interface DueRange {
  readonly unfit: boolean;
  readonly from?: string;
  readonly to?: string;
}

/** The next-inspection-date range of each state on `today`; the ranges of the four dated states tile the calendar. */
export function dueRange(state: DueState, today: string): DueRange {
  switch (state) {
    case "unfit":
      return { unfit: true };
    case "overdue":
      return { unfit: false, to: addDays(today, -1) };
    case "due30":
      return { unfit: false, from: today, to: addDays(today, DUE_SOON_DAYS) };
    case "due90":
      return { unfit: false, from: addDays(today, DUE_SOON_DAYS + 1), to: addDays(today, DUE_LATER_DAYS) };
    case "fine":
      return { unfit: false, from: addDays(today, DUE_LATER_DAYS + 1) };
  }
}

export interface DueFacts {
  readonly next_inspection_date: string;
  readonly unfit?: boolean | undefined;
}

/** The state of any entry on `today`, its bounds computed once (a page or an export classifies many). */
export function dueStates(today: string): (entry: DueFacts) => DueState {
  const soon = addDays(today, DUE_SOON_DAYS);
  const later = addDays(today, DUE_LATER_DAYS);
  return (entry) => {
    if (entry.unfit === true) return "unfit";
    const next = entry.next_inspection_date;
    if (next < today) return "overdue";
    if (next <= soon) return "due30";
    if (next <= later) return "due90";
    return "fine";
  };
}

export function dueState(entry: DueFacts, today: string): DueState {
  return dueStates(today)(entry);
}

/** Whether the customer should apply for this entry now: overdue or due within 30 days. */
export const isDue = (state: DueState): boolean => (DUE_NOW_STATES as readonly DueState[]).includes(state);

/**
 * The inclusive upper bounds of the dated states' ranges on `today`, in their order: a store
 * counting entries below each bound counts each dated state (the last one is open).
 */
export const dueBounds = (today: string): string[] =>
  DATED_DUE_STATES.flatMap((state) => dueRange(state, today).to ?? []);
