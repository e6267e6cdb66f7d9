import * as t from "io-ts";
import { type Money, type Percent, parsePercent, parseSom } from "./money";
import { described, type JsonSchema } from "./schema";
import { isWellFormedEmail } from "./rules";

/**
 * Shared field codecs. Clients of the original portal send ids and flags sometimes as
 * numbers and sometimes as strings; these accept both and yield one canonical type.
 * They accept only scalars: an object such as {"$gt": ""} in place of a value fails.
 */

const integerFrom = (u: unknown): number | undefined => {
  if (typeof u === "number" && Number.isSafeInteger(u)) return u;
  if (typeof u === "string" && /^-?\d{1,15}$/.test(u.trim())) return Number(u.trim());
  return undefined;
};

/** What a client may send for a whole number: the number, or its digits as text. */
const wholeInput = (minimum?: number): JsonSchema => ({
  anyOf: [
    { type: "integer", ...(minimum === undefined ? {} : { minimum }) },
    { type: "string", pattern: minimum === undefined ? "^\\s*-?\\d{1,15}\\s*$" : "^\\s*\\d{1,15}\\s*$" },
  ],
});

/** A positive whole id. */
export const Id = new t.Type<number, number, unknown>(
  "Id",
  (u): u is number => typeof u === "number" && Number.isSafeInteger(u) && u > 0,
  (u, c) => {
    const n = integerFrom(u);
    return n !== undefined && n > 0 ? t.success(n) : t.failure(u, c, "expected a positive whole number");
  },
  (n) => n,
);
described(Id, (side) => (side === "input" ? wholeInput(1) : { type: "integer", minimum: 1 }));

/** A whole number (quantities; range rules belong to the validators and their messages). */
export const Int = new t.Type<number, number, unknown>(
  "Int",
  (u): u is number => typeof u === "number" && Number.isSafeInteger(u),
  (u, c) => {
    const n = integerFrom(u);
    return n !== undefined ? t.success(n) : t.failure(u, c, "expected a whole number");
  },
  (n) => n,
);
described(Int, (side) => (side === "input" ? wholeInput() : { type: "integer" }));

/** 0 or 1; true/false and "0"/"1" are accepted. */
export const Flag = new t.Type<0 | 1, 0 | 1, unknown>(
  "Flag",
  (u): u is 0 | 1 => u === 0 || u === 1,
  (u, c) => {
    if (u === true || u === 1 || u === "1" || u === "true") return t.success(1);
    if (u === false || u === 0 || u === "0" || u === "false") return t.success(0);
    return t.failure(u, c, "expected 0 or 1");
  },
  (f) => f,
);
described(Flag, (side) =>
  side === "input" ? { enum: [0, 1, true, false, "0", "1", "true", "false"] } : { enum: [0, 1] },
);

/**
 * A UTF-16 surrogate that is not half of a pair. In a `u` regular expression a pair is one
 * code point (an emoji, say), so only a lone half matches. It is no character: UTF-8
 * cannot carry it, `encodeURIComponent` throws on it, and a store may keep it or not.
 */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

/**
 * U+0000. Nobody types it: it comes from a broken paste or a crafted request, C strings end
 * at it, and PostgreSQL's JSON (FerretDB's backend) refuses to store it, so a text that held
 * one would be a server error on one profile only.
 */
const NUL = "\u0000";

/** Text without a lone surrogate or a NUL: what a store of every profile keeps as sent. */
export const isWellFormedText = (s: string): boolean => !LONE_SURROGATE.test(s) && !s.includes(NUL);

/**
 * The text with each lone surrogate replaced by U+FFFD, the replacement character (what
 * `String.prototype.toWellFormed` gives): for text already stored, which must still be shown.
 */
export const toWellFormedText = (s: string): string => s.replace(LONE_SURROGATES, "\uFFFD");

/** The problem of a text with a broken character; `decode` gives it its catalogue message. */
export const BROKEN_TEXT = "contains a broken character (a lone UTF-16 surrogate or a NUL)";

/** Free text of bounded length, without a lone surrogate or a NUL; trimmed. */
export const text = (maxLength: number) =>
  described(
    new t.Type<string, string, unknown>(
      `Text(${maxLength})`,
      (u): u is string => typeof u === "string" && u.length <= maxLength && isWellFormedText(u),
      (u, c) => {
        if (typeof u !== "string") return t.failure(u, c, "expected text");
        if (!isWellFormedText(u)) return t.failure(u, c, BROKEN_TEXT);
        const trimmed = u.trim();
        return trimmed.length <= maxLength
          ? t.success(trimmed)
          : t.failure(u, c, `longer than ${maxLength} characters`);
      },
      (s) => s,
    ),
    { type: "string", maxLength },
  );

export const ShortText = text(255);
export const LongText = text(5000);

/** The problem of an e-mail that is not one valid address; `decode` gives it its catalogue message. */
export const NOT_ONE_EMAIL = "is not one valid e-mail address";

/** One e-mail address (the shared rule, `isWellFormedEmail`), trimmed. */
export const EmailText = described(
  new t.Type<string, string, unknown>(
    "Email",
    (u): u is string => typeof u === "string" && isWellFormedEmail(u),
    (u, c) => {
      const decoded = ShortText.validate(u, c);
      if (decoded._tag === "Left") return decoded;
      return isWellFormedEmail(decoded.right) ? decoded : t.failure(u, c, NOT_ONE_EMAIL);
    },
    (s) => s,
  ),
  { type: "string", format: "email", maxLength: 254 },
);

/** A so'm amount (at most two decimals) from a number or a decimal string. Output: a decimal string. */
export const Som = new t.Type<Money, string, unknown>(
  "Som",
  (u): u is Money => typeof u === "bigint",
  (u, c) => {
    if (typeof u !== "number" && typeof u !== "string") return t.failure(u, c, "expected an amount in so'm");
    const m = parseSom(u);
    return m === undefined || m < 0n ? t.failure(u, c, "expected an amount in so'm") : t.success(m);
  },
  (m) => {
    const s = m.toString().padStart(3, "0");
    return `${s.slice(0, -2)}.${s.slice(-2)}`;
  },
);
described(Som, (side) =>
  side === "input"
    ? {
        anyOf: [
          { type: "number", minimum: 0 },
          { type: "string", pattern: "^\\s*\\d+([.,]\\d{1,2})?\\s*$" },
        ],
      }
    : { type: "string", pattern: "^\\d+\\.\\d{2}$", description: "so'm, two decimals" },
);

/** A percentage 0..100 with at most two decimals. */
export const PercentCodec = new t.Type<Percent, number, unknown>(
  "Percent",
  (u): u is Percent => typeof u === "bigint",
  (u, c) => {
    if (typeof u !== "number" && typeof u !== "string") return t.failure(u, c, "expected a percentage");
    const p = parsePercent(u);
    return p === undefined || p < 0n || p > 10000n
      ? t.failure(u, c, "expected a percentage from 0 to 100")
      : t.success(p);
  },
  (p) => Number(p) / 100,
);
described(PercentCodec, (side) =>
  side === "input"
    ? { anyOf: [{ type: "number", minimum: 0, maximum: 100 }, { type: "string" }] }
    : { type: "number", minimum: 0, maximum: 100 },
);

/** A calendar date "YYYY-MM-DD" that exists. */
export const IsoDate = new t.Type<string, string, unknown>(
  "IsoDate",
  (u): u is string => typeof u === "string" && isIsoDate(u),
  (u, c) =>
    typeof u === "string" && isIsoDate(u.trim())
      ? t.success(u.trim())
      : t.failure(u, c, "expected a date YYYY-MM-DD"),
  (s) => s,
);
described(IsoDate, { type: "string", format: "date" });

function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
}

/** A value that may be sent as null: decoded as undefined. */
export const nullable = <C extends t.Mixed>(codec: C) =>
  described(
    new t.Type<t.TypeOf<C> | undefined, t.OutputOf<C> | undefined, unknown>(
      `Nullable<${codec.name}>`,
      (u): u is t.TypeOf<C> | undefined => u === undefined || codec.is(u),
      (u, c) => (u === null || u === undefined || u === "" ? t.success(undefined) : codec.validate(u, c)),
      (a) => (a === undefined ? undefined : codec.encode(a)),
    ),
    (side, inner) =>
      side === "input"
        ? { anyOf: [inner(codec, side), { type: "null" }, { const: "" }] }
        : inner(codec, side),
  );

/** An array of at most `max` items: no request can make the server hold an endless list. */
export const boundedArray = <C extends t.Mixed>(codec: C, max: number) => {
  const list = t.array(codec);
  return described(
    new t.Type<Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>(
      `Array<${codec.name}>`,
      list.is,
      (u, c) => {
        if (!Array.isArray(u)) return t.failure(u, c, "expected a list");
        if (u.length > max) return t.failure(u, c, `at most ${max} items`);
        return list.validate(u, c);
      },
      list.encode,
    ),
    (side, inner) => ({ type: "array", items: inner(codec, side), maxItems: max }),
  );
};

/** true, 1, "1" or "true" count as yes. */
export const Accepted = new t.Type<boolean, boolean, unknown>(
  "Accepted",
  (u): u is boolean => typeof u === "boolean",
  (u, c) => {
    if (u === true || u === 1 || u === "1" || u === "true") return t.success(true);
    if (u === false || u === 0 || u === "0" || u === "false" || u === undefined || u === null)
      return t.success(false);
    return t.failure(u, c, "expected true or false");
  },
  (b) => b,
);
described(Accepted, (side) =>
  side === "input" ? { enum: [true, false, 1, 0, "1", "0", "true", "false", null] } : { type: "boolean" },
);
