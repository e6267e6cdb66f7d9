/**
 * The small checks every validator shares. Validators take decoded entities, but a form
 * may hand them raw values, so each check accepts `unknown` and never throws.
 */
import { Limits, PHONE_PREFIX } from "./constants";
import { type Message, type MessageKey, message, rowMessage } from "./message";

/** Missing: undefined, null, "" or whitespace only (spec: a field left empty). */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/**
 * A select left unchosen. Besides the missing values, a number that is not a positive
 * whole id (0 is how some selects say "nothing chosen") counts as not chosen.
 */
export function isUnchosen(value: unknown): boolean {
  if (isMissing(value)) return true;
  return typeof value === "number" && !(Number.isSafeInteger(value) && value > 0);
}

/** A whole number from `min` to `max`; 1.5, NaN, a numeric string or anything else is not. */
export const isWholeBetween = (value: unknown, min: number, max: number): boolean =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;

/**
 * A row's quantity on every form but verification: left empty it is the default 1 (spec 3),
 * given it must be whole and within Limits.rowAmountMin..rowAmountMax.
 */
export const rowAmountMessages = (amount: unknown, n: number): Message[] =>
  isMissing(amount) || isWholeBetween(amount, Limits.rowAmountMin, Limits.rowAmountMax)
    ? []
    : [rowMessage("rowAmountRange", n)];

/** Exactly `count` decimal digits, after trimming the ends. */
export function hasDigits(value: unknown, count: number): boolean {
  return typeof value === "string" && new RegExp(`^\\d{${count}}$`).test(value.trim());
}

/** The value as trimmed text, or "" when it is not text. */
export const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/**
 * HTML's "valid e-mail address" (WHATWG), with a dotted domain: one address and nothing
 * else. No comma, semicolon, angle bracket, quote, parenthesis, colon or space can occur,
 * so a mail library cannot read it as a list, a group or a display name with another
 * address behind it (nodemailer reads "a,b@x" as two recipients). The browser's
 * type="email" accepts everything this accepts.
 */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** The longest address SMTP carries (RFC 5321's path, less its angle brackets). */
const MAX_EMAIL_LENGTH = 254;

/** The one address the value holds, trimmed, or undefined when it is not exactly one valid address. */
export function emailAddressOf(value: unknown): string | undefined {
  const email = textOf(value);
  return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? email : undefined;
}

/** Every e-mail a client gives, and every address the portal mails to, is checked by this. */
export const isWellFormedEmail = (value: unknown): boolean => emailAddressOf(value) !== undefined;

/** The phone separators people type: spaces, dashes, dots and parentheses. */
const PHONE_SEPARATORS = /[\s\-().]/g;
const LOCAL_DIGITS = 9;

/**
 * An Uzbek phone number as "+998" and its nine digits, or undefined. The forms show the
 * +998 prefix fixed and take the nine digits, so both "901234567" and "+998 90 123-45-67"
 * (or without the plus) are the same number.
 */
export function normalisePhone(value: unknown): string | undefined {
  const compact = textOf(value).replace(PHONE_SEPARATORS, "");
  const prefixDigits = PHONE_PREFIX.slice(1);
  const local = compact.startsWith(PHONE_PREFIX)
    ? compact.slice(PHONE_PREFIX.length)
    : compact.length === prefixDigits.length + LOCAL_DIGITS && compact.startsWith(prefixDigits)
      ? compact.slice(prefixDigits.length)
      : compact;
  return new RegExp(`^\\d{${LOCAL_DIGITS}}$`).test(local) ? `${PHONE_PREFIX}${local}` : undefined;
}

/** A calendar date "YYYY-MM-DD" that exists (2024-02-30 does not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return false;
  const date = new Date(`${value.trim()}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.trim());
}

/**
 * Per-field messages, as the server answers the cabinet and self-device forms: only the
 * fields with a problem are present, each with its messages; `{}` means valid.
 */
export type FieldMessages<F extends string> = Partial<Record<F, Message[]>>;

/** Builds a field map from [field, messages] pairs, leaving out fields with none. */
export function fieldMessages<F extends string>(
  entries: ReadonlyArray<readonly [F, Message[]]>,
): FieldMessages<F> {
  const map: FieldMessages<F> = {};
  for (const [field, messages] of entries) if (messages.length > 0) map[field] = messages;
  return map;
}

/** True when a field map holds no message. */
export const isValidFields = <F extends string>(map: FieldMessages<F>): boolean =>
  Object.values<Message[] | undefined>(map).every((messages) => !messages || messages.length === 0);

/** The given message when the condition holds, else nothing: for building message lists. */
export const when = (condition: boolean, m: Message): Message[] => (condition ? [m] : []);

/** Missing: the required message; filled without exactly `digits` digits: the format message. */
export function digitsMessages(
  value: unknown,
  digits: number,
  required: MessageKey,
  format: MessageKey,
): Message[] {
  if (isMissing(value)) return [message(required)];
  return hasDigits(value, digits) ? [] : [message(format)];
}

export const requiredMessages = (value: unknown, required: MessageKey): Message[] =>
  isMissing(value) ? [message(required)] : [];
