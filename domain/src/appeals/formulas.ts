/**
 * The money of a verification / calibration line and of the whole form (spec 2.7 and 9).
 *
 * Every figure is exact: amounts are bigint tiyin, percentages are basis points, and a
 * product with percentages is computed as one exact fraction and rounded once, to the
 * nearest tiyin, halves away from zero (see `ofPercents` in money.ts).
 *
 * Guard rails, so a line can never show a negative figure or a discount above its total:
 * - a negative unit cost counts as 0;
 * - the amount must be a non-negative whole number; anything else (negative, fractional,
 *   NaN, infinite, beyond the safe-integer range) counts as 0. Pricing does not guess
 *   what a malformed amount meant: the line is priced at nothing and the form's
 *   validation (amount 1 to 1000, messages.lineAmountRange) is what reports it;
 * - the discount is clamped to 0..100 %;
 * - the VAT rate is clamped below at 0 % (no upper clamp: it is the server's figure).
 */
import * as E from "fp-ts/lib/Either";
import { DEFAULT_NDS_PERCENT, DISCOUNT_EXEMPT_TYPES } from "../shared/constants";
import { type Message, message } from "../shared/message";
import {
  add,
  complement,
  type Money,
  ofPercents,
  type Percent,
  percent,
  toDecimalString,
  ZERO,
} from "../shared/money";

const HUNDRED_PERCENT = 10000n as Percent;
const NO_PERCENT = 0n as Percent;

/** What pricing needs of a verification line. */
export interface PricedLine {
  /** Unit cost, copied from the chosen device. */
  readonly cost: Money;
  /** Number of devices on the line. */
  readonly amount: number;
  /** Service type id of the line. */
  readonly typeId: number;
}

/** The appeal-wide terms a line is priced under. */
export interface PricingTerms {
  /** The contragent's discount. */
  readonly discount: Percent;
  /** The VAT (QQS) rate; the caller passes 0 when the appeal is free or has no VAT. */
  readonly nds: Percent;
}

/** What one line shows (spec 2.7). */
export interface LinePrice {
  /** cost × amount. */
  readonly total: Money;
  /** The discount amount shown; 0 for types 4 and 5. */
  readonly discount: Money;
  /** The VAT (QQS) amount. */
  readonly vat: Money;
  /** total + vat: the line's share of the form total. */
  readonly totalWithVat: Money;
  /** False for types 4 and 5, which show no discount line. */
  readonly showsDiscount: boolean;
}

/**
 * A line amount as a count of devices: a non-negative safe integer, else 0 (see the
 * module comment). Shared with the fee calculations.
 */
export function wholeQuantity(amount: number): bigint {
  return Number.isSafeInteger(amount) && amount > 0 ? BigInt(amount) : 0n;
}

const nonNegative = (m: Money): Money => (m < 0n ? ZERO : m);

const clampPercent = (p: Percent, upper: Percent | undefined): Percent => {
  if (p < 0n) return NO_PERCENT;
  if (upper !== undefined && p > upper) return upper;
  return p;
};

/** Types 4 and 5 get no contragent discount (spec 6 and 9). */
export const isDiscountExempt = (typeId: number): boolean => DISCOUNT_EXEMPT_TYPES.includes(typeId);

/** The discount that applies to a line: 0 for exempt types, else the discount clamped to 0..100 %. */
export function effectiveDiscount(typeId: number, discount: Percent): Percent {
  return isDiscountExempt(typeId) ? NO_PERCENT : clampPercent(discount, HUNDRED_PERCENT);
}

/** Line total = cost × amount. */
export function lineTotal(cost: Money, amount: number): Money {
  return (nonNegative(cost) * wholeQuantity(amount)) as Money;
}

/** Discount shown = cost × amount × discount / 100, rounded once; 0 for types 4 and 5. */
export function lineDiscount(cost: Money, amount: number, typeId: number, discount: Percent): Money {
  return ofPercents(lineTotal(cost, amount), effectiveDiscount(typeId, discount));
}

/**
 * VAT = line total × (1 − discount / 100) × nds / 100, as one exact fraction rounded once
 * (the discounted base is not rounded on its own). The discount is 0 for types 4 and 5.
 */
export function lineVat(cost: Money, amount: number, typeId: number, discount: Percent, nds: Percent): Money {
  return ofPercents(
    lineTotal(cost, amount),
    complement(effectiveDiscount(typeId, discount)),
    clampPercent(nds, undefined),
  );
}

/** Everything a line shows. */
export function priceLine(line: PricedLine, terms: PricingTerms): LinePrice {
  const total = lineTotal(line.cost, line.amount);
  const vat = lineVat(line.cost, line.amount, line.typeId, terms.discount, terms.nds);
  return {
    total,
    discount: lineDiscount(line.cost, line.amount, line.typeId, terms.discount),
    vat,
    totalWithVat: add(total, vat),
    showsDiscount: !isDiscountExempt(line.typeId),
  };
}

/**
 * Form total = Σ (line total + line VAT).
 *
 * This follows the spec's letter (section 9: "Form total is the sum of line totals with
 * VAT added"): the discount is not subtracted from the total; it only lowers the base on
 * which the VAT is computed. Each line's VAT is rounded on its own, then the lines are summed.
 */
export function formTotal(lines: readonly PricedLine[], terms: PricingTerms): Money {
  return add(...lines.map((line) => priceLine(line, terms).totalWithVat));
}

/** What the appeal-wide pricing terms depend on in a verification appeal's header. */
export interface VerificationTermsHeader {
  /** Free by decree or resolution: no VAT, and the appeal bills nothing (`appealTotal`). */
  readonly is_free?: 0 | 1 | undefined;
  /** VAT-free: set by the header, or by a VAT-free yearly contract. */
  readonly no_nds?: 0 | 1 | undefined;
  /** The VAT rate that applies (a yearly contract's); without one the default 12 %. */
  readonly nds?: Percent | undefined;
}

/**
 * The one pricing rule of a verification appeal, for the server's plan and the form alike:
 * no VAT when the appeal is free or VAT-free, else the header's rate or the default 12 %;
 * the customer's contragent discount.
 */
export function verificationTerms(header: VerificationTermsHeader, discount: Percent): PricingTerms {
  const vatFree = header.is_free === 1 || header.no_nds === 1;
  return { discount, nds: vatFree ? percent(0) : (header.nds ?? percent(DEFAULT_NDS_PERCENT)) };
}

/** The appeal's total with VAT (`formTotal`); a free appeal (by decree or resolution) bills nothing. */
export function appealTotal(
  header: Pick<VerificationTermsHeader, "is_free">,
  lines: readonly PricedLine[],
  terms: PricingTerms,
): Money {
  return header.is_free === 1 ? ZERO : formTotal(lines, terms);
}

/**
 * The summaLimit rule (spec 5): the total with VAT must not exceed the limit. A total
 * equal to the limit passes; with no limit there is no check. Left carries the
 * `limitExceeded` message with the limit, shown as money in the message's language.
 */
export function checkSummaLimit(total: Money, limit: Money | undefined): E.Either<Message, Money> {
  if (limit !== undefined && total > limit) {
    return E.left(message("limitExceeded", { limit: toDecimalString(limit) }));
  }
  return E.right(total);
}
