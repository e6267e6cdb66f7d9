/**
 * Exact decimal numbers for measured values and their uncertainties (issue 28): a value is a
 * decimal string as people write it ("12.5", "-0,003", "100"), held as an integer of units of
 * 10^-scale. Sums, differences and comparisons are exact; nothing passes through a binary float.
 */
export interface Decimal {
  /** The value times 10^scale. */
  readonly units: bigint;
  readonly scale: number;
}

/** The most digits after the separator a measured value keeps. */
export const DECIMAL_MAX_SCALE = 9;
/** The most digits before it. */
export const DECIMAL_MAX_WHOLE = 12;

const DECIMAL_TEXT = new RegExp(
  `^([+-])?(\\d{1,${DECIMAL_MAX_WHOLE}})(?:[.,](\\d{1,${DECIMAL_MAX_SCALE}}))?$`,
);

/** A decimal string read exactly ("1,5" as "1.5"), or undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[3] ?? "";
  const units = BigInt(`${match[2]}${fraction}`);
  return { units: match[1] === "-" ? -units : units, scale: fraction.length };
}

export const isDecimalText = (text: string): boolean => parseDecimal(text) !== undefined;

const rescale = (d: Decimal, scale: number): bigint => d.units * 10n ** BigInt(scale - d.scale);

function aligned(a: Decimal, b: Decimal): readonly [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [rescale(a, scale), rescale(b, scale), scale];
}

export function addDecimal(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function subtractDecimal(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

export const absDecimal = (d: Decimal): Decimal => (d.units < 0n ? { units: -d.units, scale: d.scale } : d);

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimal(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isPositiveDecimal = (d: Decimal): boolean => d.units > 0n;

/** The decimal as a canonical string with its own scale ("-0.030", "12"): what is stored and sent. */
export function decimalText(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, "0");
  const whole = d.scale === 0 ? digits : digits.slice(0, -d.scale);
  const fraction = d.scale === 0 ? "" : `.${digits.slice(-d.scale)}`;
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

/**
 * A stored decimal string as a document prints it in a language: Russian and Uzbek both write a
 * decimal comma ("0,025"); a minus sign as the typographic one.
 */
export function printedDecimal(text: string): string {
  return text.replace(".", ",").replace(/^-/, "−");
}
