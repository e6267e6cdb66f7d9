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
