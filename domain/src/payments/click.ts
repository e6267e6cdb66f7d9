import type { Money } from "../shared/money";
import { clickAmount } from "./payment";

/**
 * Click's SHOP-API as Click documents it: Click posts a form to the merchant's Prepare
 * (action 0) and then Complete (action 1) address; each carries `sign_string`, the MD5 of
 * the documented fields with the service's secret key between them; every answer is JSON
 * with `error` (0 or one of the documented codes) and `error_note`. The portal's
 * `merchant_trans_id` is the invoice's id; `amount` is in so'm.
 */
export const CLICK_ACTIONS = { prepare: 0, complete: 1 } as const;
export type ClickAction = keyof typeof CLICK_ACTIONS;

/** The documented error codes and their notes (the protocol's own English words). */
export const CLICK_ERRORS = {
  success: { code: 0, note: "Success" },
  signFailed: { code: -1, note: "SIGN CHECK FAILED!" },
  wrongAmount: { code: -2, note: "Incorrect parameter amount" },
  actionNotFound: { code: -3, note: "Action not found" },
  alreadyPaid: { code: -4, note: "Already paid" },
  invoiceNotFound: { code: -5, note: "User does not exist" },
  transactionNotFound: { code: -6, note: "Transaction does not exist" },
  updateFailed: { code: -7, note: "Failed to update user" },
  badRequest: { code: -8, note: "Error in request from click" },
  cancelled: { code: -9, note: "Transaction cancelled" },
} as const;
export type ClickErrorName = keyof typeof CLICK_ERRORS;

/** Prepare's fields, as Click sends them (form text). */
export interface ClickPrepare {
  readonly click_trans_id: string;
  readonly service_id: string;
  readonly click_paydoc_id: string;
  readonly merchant_trans_id: string;
  readonly amount: string;
  readonly action: string;
  readonly error: string;
  readonly error_note: string;
  readonly sign_time: string;
  readonly sign_string: string;
}

/** Complete's fields: Prepare's and the id the portal answered Prepare with. */
export interface ClickComplete extends ClickPrepare {
  readonly merchant_prepare_id: string;
}

/** A Click call, its fields read: the invoice, the exact amount, Click's error (negative when Click failed the payment). */
export interface ClickCall<F extends ClickPrepare = ClickPrepare> {
  readonly fields: F;
  readonly invoice: number;
  readonly amount: Money;
  readonly clickError: number;
}

export type ClickRequest<F extends ClickPrepare> =
  | { readonly _tag: "call"; readonly call: ClickCall<F> }
  | { readonly _tag: "refused"; readonly error: ClickErrorName; readonly fields: Partial<F> };

const PREPARE_FIELDS = [
  "click_trans_id",
  "service_id",
  "click_paydoc_id",
  "merchant_trans_id",
  "amount",
  "action",
  "error",
  "sign_time",
  "sign_string",
] as const;

/**
 * The fields each action's `sign_string` covers (with `sign_string` itself): both must be
 * present for a call to be checked at all.
 */
export const CLICK_SIGNED_FIELDS = {
  prepare: [
    "click_trans_id",
    "service_id",
    "merchant_trans_id",
    "amount",
    "action",
    "sign_time",
    "sign_string",
  ],
  complete: [
    "click_trans_id",
    "service_id",
    "merchant_trans_id",
    "merchant_prepare_id",
    "amount",
    "action",
    "sign_time",
    "sign_string",
  ],
} as const satisfies Readonly<Record<"prepare" | "complete", readonly string[]>>;

/**
 * The text whose MD5 is `sign_string`: click_trans_id, service_id, the secret key,
 * merchant_trans_id, (Complete: merchant_prepare_id,) amount, action, sign_time.
 */
export function clickSignSource(fields: ClickPrepare | ClickComplete, secretKey: string): string {
  const prepareId = "merchant_prepare_id" in fields ? fields.merchant_prepare_id : "";
  return `${fields.click_trans_id}${fields.service_id}${secretKey}${fields.merchant_trans_id}${prepareId}${fields.amount}${fields.action}${fields.sign_time}`;
}

/**
 * Reads a Prepare or Complete form. A missing field is −8, an action other than the
 * address's −3, an amount that is not so'm with at most two decimals −2, an invoice id
 * that is not a number −5. The sign is checked by the caller, which holds the key.
 */
export function decodeClickRequest<F extends ClickPrepare>(
  action: ClickAction,
  body: Readonly<Record<string, unknown>>,
): ClickRequest<F> {
  const names = action === "complete" ? [...PREPARE_FIELDS, "merchant_prepare_id"] : PREPARE_FIELDS;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
  }
  fields.error_note ??= "";
  const refused = (error: ClickErrorName): ClickRequest<F> => ({
    _tag: "refused",
    error,
    fields: fields as Partial<F>,
  });
  if (names.some((name) => fields[name] === undefined || fields[name]!.length > 255))
    return refused("badRequest");
  if (!/^-?\d+$/.test(fields.error!)) return refused("badRequest");
  if (fields.action !== String(CLICK_ACTIONS[action])) return refused("actionNotFound");
  const amount = clickAmount(fields.amount!);
  if (amount === undefined || amount <= 0n) return refused("wrongAmount");
  if (!/^[1-9]\d{0,14}$/.test(fields.merchant_trans_id!)) return refused("invoiceNotFound");
  return {
    _tag: "call",
    call: {
      fields: fields as unknown as F,
      invoice: Number(fields.merchant_trans_id),
      amount,
      clickError: Number(fields.error),
    },
  };
}

/** Prepare's answer. */
export interface ClickPrepareAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_prepare_id: number | null;
  readonly error: number;
  readonly error_note: string;
}

/** Complete's answer. */
export interface ClickCompleteAnswer {
  readonly click_trans_id: string;
  readonly merchant_trans_id: string;
  readonly merchant_confirm_id: number | null;
  readonly error: number;
  readonly error_note: string;
}
