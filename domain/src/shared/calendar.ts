/** Uzbekistan keeps UTC+5 all year (no daylight saving): the portal's calendar day is Tashkent's. */
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/**
 * The calendar day in Tashkent at an instant, "YYYY-MM-DD": "today" for the rules that
 * speak of dates (an inspection not in the future) and the date a document bears.
 * 2026-03-01T20:30Z is already 2026-03-02 there.
 */
export function tashkentDay(at: Date | string): string {
  const ms = typeof at === "string" ? Date.parse(at) : at.getTime();
  return new Date(ms + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The instant a Tashkent day ("YYYY-MM-DD") begins, as an ISO time: 2026-11-30 begins at
 * 2026-11-29T19:00:00.000Z. A period of days people name ("from 30.11 to 30.11") is the
 * instants from its first day's start to the start of the day after its last.
 */
export function tashkentDayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - TASHKENT_OFFSET_MS).toISOString();
}

/** The calendar day `days` after `day` ("YYYY-MM-DD"; negative: before), with no time zone in it. */
export function addDays(day: string, days: number): string {
  const ms = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another ("YYYY-MM-DD"; negative when `to` is earlier): addDays(from, n) is `to`. */
export const daysFrom = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A day "YYYY-MM-DD" as people in Uzbekistan write it, in both languages: "DD.MM.YYYY"; other text as it is. */
export function shownDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}
