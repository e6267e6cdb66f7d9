import type { Language } from "./constants";

/**
 * Exact money. Amounts are held as a whole number of tiyin (1 so'm = 100 tiyin) in a
 * bigint, so no so'm amount ever passes through binary floating point.
 *
 * Rounding rule: a product with a percentage is computed exactly as a fraction and
 * rounded once, to the nearest tiyin, halves away from zero. Percentages are held in
 * hundredths of a percent (basis points), so 12 % is 1200 and 12.5 % is 1250.
 */

declare const moneyBrand: unique symbol;
export type Money = bigint & { readonly [moneyBrand]: "Money" };

declare const percentBrand: unique symbol;
/** A percentage in hundredths of a percent: 1200 is 12 %. */
export type Percent = bigint & { readonly [percentBrand]: "Percent" };

const TIYIN_PER_SOM = 100n;
const BASIS = 10000n; // 100 % in hundredths of a percent

export const ZERO = 0n as Money;

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** Parses a so'm amount (at most two decimals) from a number or a decimal string. */
export function parseSom(value: number | string): Money | undefined {
  const text =
    typeof value === "number" ? (Number.isFinite(value) ? numberToPlain(value) : "") : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const [, sign, whole, fraction = ""] = match;
  const tiyin = BigInt(whole!) * TIYIN_PER_SOM + BigInt(fraction.padEnd(2, "0"));
  return (sign ? -tiyin : tiyin) as Money;
}

/** Whole so'm to money; for the spec's fee constants. */
export function som(whole: number | bigint): Money {
  if (typeof whole === "number" && !Number.isSafeInteger(whole))
    throw new RangeError(`not a whole so'm: ${whole}`);
  return (BigInt(whole) * TIYIN_PER_SOM) as Money;
}

export function tiyin(value: bigint): Money {
  return value as Money;
}

/** Parses a percentage (at most two decimals) from a number or a decimal string. */
export function parsePercent(value: number | string): Percent | undefined {
  const parsed = parseSom(value); // the same two-decimal grammar
  return parsed === undefined ? undefined : (BigInt(parsed) as Percent);
}

export function percent(whole: number): Percent {
  return (BigInt(Math.trunc(whole)) * 100n) as Percent;
}

export const add = (...amounts: readonly Money[]): Money =>
  amounts.reduce<bigint>((sum, m) => sum + m, 0n) as Money;
export const subtract = (a: Money, b: Money): Money => (a - b) as Money;
export const times = (m: Money, quantity: number | bigint): Money => (m * BigInt(quantity)) as Money;
export const max = (a: Money, b: Money): Money => (a > b ? a : b);

/** Divides exactly and rounds once, halves away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** m × p1/100 × p2/100 × …, computed exactly and rounded once to the tiyin. */
export function ofPercents(m: Money, ...percents: readonly Percent[]): Money {
  const numerator = percents.reduce<bigint>((acc, p) => acc * p, m);
  const denominator = percents.reduce<bigint>((acc) => acc * BASIS, 1n);
  return divideRounded(numerator, denominator) as Money;
}

/** 100 % minus p: the share that is left after a discount of p. */
export const complement = (p: Percent): Percent => (BASIS - p) as Percent;

export const isNegative = (m: Money): boolean => m < 0n;

/** The amount as a plain decimal string with two decimals ("1234567.89"), exact, for JSON. */
export function toDecimalString(m: Money): string {
  const negative = m < 0n;
  const abs = negative ? -m : m;
  const whole = abs / TIYIN_PER_SOM;
  const fraction = (abs % TIYIN_PER_SOM).toString().padStart(2, "0");
  return `${negative ? "-" : ""}${whole}.${fraction}`;
}

/** The currency's name after an amount, in each language. */
export const CURRENCY: Readonly<Record<Language, string>> = { uz: "soʻm", ru: "сум" };

/**
 * Money as people in Uzbekistan read it (spec 9's space-separated thousands and two
 * decimals, with the decimal comma both languages write): "191 520,00 soʻm", "191 520,00 сум".
 */
export function formatSom(m: Money, lang: Language): string {
  const [whole = "0", fraction = "00"] = toDecimalString(m).split(".");
  const negative = whole.startsWith("-");
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${negative ? "-" : ""}${grouped},${fraction} ${CURRENCY[lang]}`;
}

/** A JavaScript number printed without exponent, for parsing numbers received in JSON. */
function numberToPlain(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}
