import type { Language } from "@portal/domain/shared/constants";
import { TASHKENT_OFFSET_MS } from "@portal/domain/shared/calendar";
import { formatSom, parseSom } from "@portal/domain/shared/money";

const pad = (n: number) => String(n).padStart(2, "0");

/** "2019-03-14" as "14.03.2019", the way dates are written in Uzbekistan; other text as it is. */
export function formatDay(value: string | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? "");
  return match ? `${match[3]}.${match[2]}.${match[1]}` : (value ?? "");
}

/** An ISO time as local "dd.mm.yyyy hh:mm". */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}`;
}

/**
 * An ISO time as "dd.mm.yyyy hh:mm" in Tashkent (UTC+5 all year), whatever the reader's own
 * zone: for what is a record of the organisation's, a payment's time on its receipt.
 */
export function formatTashkentDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const [day, time] = new Date(ms + TASHKENT_OFFSET_MS).toISOString().split("T");
  return `${formatDay(day)} ${time?.slice(0, 5)}`;
}

/** A decimal so'm string from the server as money in the language ("100 800,00 soʻm", "100 800,00 сум"). */
export function formatTotal(total: string, lang: Language): string {
  const money = parseSom(total);
  return money === undefined ? total : formatSom(money, lang);
}

/** Last, first and middle name, as Uzbek documents write a person. */
export const fullName = (person: { last_name?: string; first_name?: string; middle_name?: string }): string =>
  [person.last_name, person.first_name, person.middle_name].filter(Boolean).join(" ");

/** "+998901112233" as "+998 90 111-22-33"; any other text as it is. */
export function formatPhone(phone: string | undefined): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone ?? "");
  return match ? `+998 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : (phone ?? "");
}
