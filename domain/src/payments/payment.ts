import * as t from "io-ts";
import { type Money, parseSom } from "../shared/money";
import { Id, nullable } from "../shared/primitives";

/**
 * Paying an invoice online (issue 29): the payment systems customers in Uzbekistan use, each
 * calling the portal's endpoint in its own documented protocol.
 */
export const PAYMENT_PROVIDERS = ["payme", "click"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PaymentProviderCodec = t.keyof({ payme: null, click: null }, "PaymentProvider");

/** How the portal names each payment system, in both languages alike (their own brand names). */
export const PAYMENT_PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = {
  payme: "Payme",
  click: "Click",
};

/**
 * A transaction's state in the ledger: created (the provider holds the money for it, Payme's 1,
 * Click's prepared), performed (paid, Payme's 2), cancelled before it was performed (−1) or
 * after it (refunded, −2).
 */
export const PAYMENT_STATES = ["created", "performed", "cancelled", "refunded"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const PaymentStateCodec = t.keyof(
  { created: null, performed: null, cancelled: null, refunded: null },
  "PaymentState",
);

/**
 * One transaction of a payment system against one invoice, as the ledger stores it. Times are
 * milliseconds since the epoch, as Payme's protocol carries them (0: not yet); `amount` is the
 * invoice's total in so'm as a decimal string, never a binary float.
 */
export const PaymentRecord = t.strict({
  id: Id,
  provider: PaymentProviderCodec,
  /** The provider's own id of the transaction: Payme's `id`, Click's `click_trans_id`. */
  provider_id: t.string,
  /** The invoice paid (a contract record of kind invoice). */
  invoice_id: Id,
  appeal_id: Id,
  owner_id: Id,
  branch_id: nullable(Id),
  amount: t.string,
  state: PaymentStateCodec,
  /** When the provider made the transaction (Payme's `time`), in its clock. */
  provider_time: t.number,
  create_time: t.number,
  perform_time: t.number,
  cancel_time: t.number,
  /** Payme's reason for a cancellation (1–10), or null. */
  reason: nullable(t.number),
});
export type PaymentRecord = t.TypeOf<typeof PaymentRecord>;

/** Whether an invoice is paid: by its transactions in the ledger. */
export type InvoicePaymentState = "unpaid" | "paid" | "refunded";

export function invoicePaymentState(payments: readonly Pick<PaymentRecord, "state">[]): InvoicePaymentState {
  if (payments.some((p) => p.state === "performed")) return "paid";
  if (payments.some((p) => p.state === "refunded")) return "refunded";
  return "unpaid";
}

/** An amount in tiyin (Payme's unit: 1 so'm = 100 tiyin) as exact money; undefined if not a whole, non-negative number. */
export function tiyinAmount(value: unknown): Money | undefined {
  if (typeof value === "number") {
    return Number.isSafeInteger(value) && value >= 0 ? (BigInt(value) as Money) : undefined;
  }
  if (typeof value === "string" && /^\d{1,15}$/.test(value)) return BigInt(value) as Money;
  return undefined;
}

/** An invoice total (a decimal string of so'm) in tiyin, as Payme and the checkout carry it. */
export function invoiceTiyin(total: string): Money | undefined {
  return parseSom(total);
}

/**
 * A so'm amount as Click sends it (`amount`, a decimal with up to two places, as form text),
 * exactly; undefined if it is not one.
 */
export function clickAmount(value: string): Money | undefined {
  return /^\s*\d{1,13}(\.\d{1,2})?\s*$/.test(value) ? parseSom(value.trim()) : undefined;
}
