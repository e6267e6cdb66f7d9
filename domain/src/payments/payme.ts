import * as t from "io-ts";
import type { MessageKey } from "../shared/message";
import type { Money } from "../shared/money";
import { tiyinAmount } from "./payment";

/**
 * Payme's merchant API as Payme documents it: Payme calls the merchant's endpoint with JSON-RPC
 * 2.0 over HTTPS, authorised `Basic base64("Paycom:<key>")`; every answer is HTTP 200 with a
 * `result` or an `error`. Amounts are in tiyin. The portal's account is the invoice: `account.invoice`.
 */
export const PAYME_METHODS = [
  "CheckPerformTransaction",
  "CreateTransaction",
  "PerformTransaction",
  "CancelTransaction",
  "CheckTransaction",
  "GetStatement",
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

/** A created transaction not performed within 12 hours is cancelled (reason 4) and cannot be performed. */
export const PAYME_TIMEOUT_MS = 43_200_000;
/** Payme's cancellation reason for a transaction cancelled by its time-out. */
export const PAYME_TIMEOUT_REASON = 4;

/** The account field that names what is paid, as registered in Payme's merchant cabinet. */
export const PAYME_ACCOUNT_FIELD = "invoice";

/** Payme's states of a transaction. */
export const PAYME_STATE = { created: 1, performed: 2, cancelled: -1, refunded: -2 } as const;

/**
 * The error codes this endpoint answers, as Payme documents them; the account errors take
 * codes of the −31050…−31099 range, each naming the account field in `data`.
 */
export const PAYME_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  unauthorised: -32504,
  system: -32400,
  wrongAmount: -31001,
  transactionNotFound: -31003,
  cannotCancel: -31007,
  cannotPerform: -31008,
  invoiceNotFound: -31050,
  invoicePaid: -31051,
  invoiceBusy: -31052,
  invoiceNotPayable: -31053,
} as const;
export type PaymeErrorName = keyof typeof PAYME_ERRORS;

/** The catalogue's message (uz, ru) of each error; Payme shows the customer the one of their language. */
export const PAYME_ERROR_MESSAGES: Readonly<Record<PaymeErrorName, MessageKey>> = {
  parse: "paymentRequestBroken",
  invalidRequest: "paymentRequestBroken",
  methodNotFound: "paymentMethodUnknown",
  unauthorised: "paymentUnauthorised",
  system: "paymentSystemError",
  wrongAmount: "paymentWrongAmount",
  transactionNotFound: "paymentTransactionNotFound",
  cannotCancel: "paymentCannotCancel",
  cannotPerform: "paymentCannotPerform",
  invoiceNotFound: "paymentInvoiceNotFound",
  invoicePaid: "paymentInvoicePaid",
  invoiceBusy: "paymentInvoiceBusy",
  invoiceNotPayable: "paymentInvoiceNotPayable",
};

/** The English text Payme's error object also carries (the protocol asks for ru, uz and en). */
export const PAYME_ERROR_ENGLISH: Readonly<Record<PaymeErrorName, string>> = {
  parse: "The request could not be read",
  invalidRequest: "The request could not be read",
  methodNotFound: "Unknown method",
  unauthorised: "Insufficient privileges to perform this method",
  system: "System error",
  wrongAmount: "The amount does not match the invoice",
  transactionNotFound: "Transaction not found",
  cannotCancel: "The service has been rendered: the payment cannot be cancelled",
  cannotPerform: "This operation cannot be performed",
  invoiceNotFound: "Invoice not found",
  invoicePaid: "The invoice is already paid",
  invoiceBusy: "Another payment of this invoice is in progress",
  invoiceNotPayable: "The invoice cannot be paid now",
};

/** Errors about the account name the account field in `data`, as Payme asks. */
export const isAccountError = (name: PaymeErrorName): boolean =>
  PAYME_ERRORS[name] <= -31050 && PAYME_ERRORS[name] >= -31099;

export type PaymeRpcId = string | number | null;

/** A call of Payme's, decoded: the method and its typed params. */
export type PaymeCall =
  | { readonly method: "CheckPerformTransaction"; readonly amount: Money; readonly invoice: number }
  | {
      readonly method: "CreateTransaction";
      readonly id: string;
      readonly time: number;
      readonly amount: Money;
      readonly invoice: number;
    }
  | { readonly method: "PerformTransaction"; readonly id: string }
  | { readonly method: "CancelTransaction"; readonly id: string; readonly reason: number }
  | { readonly method: "CheckTransaction"; readonly id: string }
  | { readonly method: "GetStatement"; readonly from: number; readonly to: number };

/** What the endpoint received: a call, or the protocol error to answer at once. */
export type PaymeRequest =
  | { readonly _tag: "call"; readonly rpcId: PaymeRpcId; readonly call: PaymeCall }
  | { readonly _tag: "refused"; readonly rpcId: PaymeRpcId; readonly error: PaymeErrorName };

const Envelope = t.type({
  jsonrpc: t.union([t.literal("2.0"), t.undefined]),
  method: t.string,
  params: t.UnknownRecord,
});
const TransactionId = t.refinement(t.string, (s) => s.length > 0 && s.length <= 64, "TransactionId");
const Millis = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, "Millis");
const Reason = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 1 && n <= 99, "Reason");

/** The id of a JSON-RPC request, as far as one can be read from it. */
export const rpcIdOf = (body: unknown): PaymeRpcId => {
  const id = (body as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? id : null;
};

/** The invoice the account names (`account.invoice`, a number or its digits); undefined if none. */
function invoiceOf(params: Record<string, unknown>): number | undefined {
  const account = params.account;
  if (typeof account !== "object" || account === null) return undefined;
  const value = (account as Record<string, unknown>)[PAYME_ACCOUNT_FIELD];
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[1-9]\d{0,14}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Reads Payme's JSON-RPC request. A body that is not a JSON-RPC object is −32600, an unknown
 * method −32601, a missing or mistyped param −32600, an amount that is not whole tiyin −31001,
 * an account that names no invoice −31050 (Payme's documented order of checks).
 */
export function decodePaymeRequest(body: unknown): PaymeRequest {
  const rpcId = rpcIdOf(body);
  const refused = (error: PaymeErrorName): PaymeRequest => ({ _tag: "refused", rpcId, error });
  const envelope = Envelope.decode(body);
  if (envelope._tag === "Left") return refused("invalidRequest");
  const { params } = envelope.right;
  if (!(PAYME_METHODS as readonly string[]).includes(envelope.right.method)) return refused("methodNotFound");
  const method = envelope.right.method as PaymeMethod;
  const call = (c: PaymeCall): PaymeRequest => ({ _tag: "call", rpcId, call: c });
  const id = TransactionId.decode(params.id);
  switch (method) {
    case "CheckPerformTransaction":
    case "CreateTransaction": {
      if (
        method === "CreateTransaction" &&
        (id._tag === "Left" || Millis.decode(params.time)._tag === "Left")
      )
        return refused("invalidRequest");
      if (params.amount === undefined || params.account === undefined) return refused("invalidRequest");
      const amount = tiyinAmount(params.amount);
      if (amount === undefined || amount <= 0n) return refused("wrongAmount");
      const invoice = invoiceOf(params);
      if (invoice === undefined) return refused("invoiceNotFound");
      return method === "CheckPerformTransaction"
        ? call({ method, amount, invoice })
        : call({ method, id: params.id as string, time: params.time as number, amount, invoice });
    }
    case "PerformTransaction":
    case "CheckTransaction":
      return id._tag === "Left" ? refused("invalidRequest") : call({ method, id: id.right });
    case "CancelTransaction": {
      const reason = Reason.decode(params.reason);
      return id._tag === "Left" || reason._tag === "Left"
        ? refused("invalidRequest")
        : call({ method, id: id.right, reason: reason.right });
    }
    case "GetStatement": {
      const from = Millis.decode(params.from);
      const to = Millis.decode(params.to);
      return from._tag === "Left" || to._tag === "Left"
        ? refused("invalidRequest")
        : call({ method, from: from.right, to: to.right });
    }
  }
}

/** A transaction as CheckTransaction and GetStatement answer it. */
export interface PaymeTransactionView {
  readonly create_time: number;
  readonly perform_time: number;
  readonly cancel_time: number;
  readonly transaction: string;
  readonly state: 1 | 2 | -1 | -2;
  readonly reason: number | null;
}

/** A transaction in GetStatement's list: Payme's id, time, amount and account, and its state. */
export interface PaymeStatementEntry extends PaymeTransactionView {
  readonly id: string;
  readonly time: number;
  readonly amount: number;
  readonly account: { readonly [PAYME_ACCOUNT_FIELD]: string };
}

/** What a call answers: its result, or one of the documented errors. */
export type PaymeOutcome =
  | { readonly _tag: "result"; readonly result: Readonly<Record<string, unknown>> }
  | { readonly _tag: "error"; readonly error: PaymeErrorName };
