import { isCalendarDate } from "@portal/domain/shared/rules";
import { formatDay } from "./format";

/** The most digits a day has when typed: dd, mm and yyyy. */
const DAY_DIGITS = 8;

/**
 * What a date field shows while its reader types: the digits typed so far, dotted as
 * dd.mm.yyyy ("1203" -> "12.03", "12032025" -> "12.03.2025"). A dot is written only before a
 * digit that follows it, so erasing a digit erases back through the dot. Everything but
 * digits is dropped: a phone's numeric keyboard has no dot, and a typed dot or slash lands
 * in the same place either way.
 */
export function maskDay(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, DAY_DIGITS);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== "");
  return parts.join(".");
}

/** A typed day read back: the ISO day "YYYY-MM-DD" for the server, "" for nothing typed, undefined for no real day. */
export function parseDay(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  const match =
    /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const [, day = "", month = "", year = ""] = match;
  const iso = `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  return isCalendarDate(iso) ? iso : undefined;
}

/** What a date field shows for a value it was given: an ISO day as dd.mm.yyyy, any other text as it is. */
export const showDay = (value: string | undefined): string => formatDay(value);
