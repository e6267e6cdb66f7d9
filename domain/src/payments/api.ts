import * as t from "io-ts";
import { ANYONE, apiCall, CUSTOMERS, fileAnswer, type UserRole } from "../shared/api";
import { Id, IsoDate, nullable } from "../shared/primitives";
import { described } from "../shared/schema";
import {
  CLICK_SIGNED_FIELDS,
  type ClickComplete,
  type ClickPrepare,
  type ClickRequest,
  decodeClickRequest,
} from "./click";
import { PaymentProviderCodec, PaymentStateCodec } from "./payment";
import { decodePaymeRequest, type PaymeRequest } from "./payme";

/**
 * A body that always decodes: into the protocol's call, or into the protocol error to answer.
 * A payment system expects its own error in its own shape (HTTP 200), never the portal's 422.
 */
const protocolBody = <A>(name: string, read: (u: unknown) => A, schema: Record<string, unknown>) =>
  described(
    new t.Type<A, unknown, unknown>(
      name,
      (u): u is A => typeof u === "object" && u !== null && "_tag" in u,
      (u) => t.success(read(u)),
      (a) => a,
    ),
    schema,
  );

const PaymeBody = protocolBody<PaymeRequest>("PaymeRequest", decodePaymeRequest, {
  type: "object",
  description: "Payme's JSON-RPC 2.0 request: method (CheckPerformTransaction … GetStatement), params, id",
  required: ["method", "params"],
  properties: {
    jsonrpc: { const: "2.0" },
    id: { type: ["integer", "string"] },
    method: { type: "string" },
    params: { type: "object" },
  },
});

const asRecord = (u: unknown): Record<string, unknown> =>
  typeof u === "object" && u !== null ? (u as Record<string, unknown>) : {};

const clickSchema = (complete: boolean) => ({
  type: "object",
  description: `Click's ${complete ? "Complete (action 1)" : "Prepare (action 0)"} form, signed with sign_string`,
  required: [...CLICK_SIGNED_FIELDS[complete ? "complete" : "prepare"]],
  properties: Object.fromEntries(
    [
      "click_trans_id",
      "service_id",
      "click_paydoc_id",
      "merchant_trans_id",
      ...(complete ? ["merchant_prepare_id"] : []),
      "amount",
      "action",
      "error",
      "error_note",
      "sign_time",
      "sign_string",
    ].map((name) => [name, { type: "string" }]),
  ),
});

const ClickPrepareBody = protocolBody<ClickRequest<ClickPrepare>>(
  "ClickPrepare",
  (u) => decodeClickRequest<ClickPrepare>("prepare", asRecord(u)),
  clickSchema(false),
);
const ClickCompleteBody = protocolBody<ClickRequest<ClickComplete>>(
  "ClickComplete",
  (u) => decodeClickRequest<ClickComplete>("complete", asRecord(u)),
  clickSchema(true),
);

/** Payme's answer: JSON-RPC 2.0 with a result or an error, always HTTP 200. */
const PaymeAnswer = t.exact(
  t.intersection([
    t.type({ jsonrpc: t.literal("2.0"), id: t.union([t.string, t.number, t.null]) }),
    t.partial({
      result: t.UnknownRecord,
      error: t.type({
        code: t.number,
        message: t.type({ uz: t.string, ru: t.string, en: t.string }),
        data: t.union([t.string, t.undefined]),
      }),
    }),
  ]),
);

const ClickAnswer = t.exact(
  t.intersection([
    t.type({
      click_trans_id: t.string,
      merchant_trans_id: t.string,
      error: t.number,
      error_note: t.string,
    }),
    t.partial({ merchant_prepare_id: nullable(t.number), merchant_confirm_id: nullable(t.number) }),
  ]),
);

/** A payment the customer made, as the appeal page shows it: the receipt. */
export const PaymentReceipt = t.strict({
  provider: PaymentProviderCodec,
  transaction: t.string,
  amount: t.string,
  paid_at: t.string,
  state: PaymentStateCodec,
});
export type PaymentReceipt = t.TypeOf<typeof PaymentReceipt>;

/** An invoice of an appeal with whether it is paid, its receipts and, while unpaid, where to pay it. */
export const InvoicePayments = t.strict({
  invoice_id: Id,
  contract_number: t.string,
  total: t.string,
  state: t.keyof({ unpaid: null, paid: null, refunded: null }),
  receipts: t.array(PaymentReceipt),
  /** The owner's checkout addresses while the invoice is unpaid; null for staff or once paid. */
  pay: nullable(t.strict({ payme: t.string, click: t.string })),
});
export type InvoicePayments = t.TypeOf<typeof InvoicePayments>;

/** One line of the organisation's payments ledger. */
export const LedgerEntry = t.strict({
  id: Id,
  provider: PaymentProviderCodec,
  transaction: t.string,
  invoice_id: Id,
  contract_number: t.string,
  appeal_id: Id,
  customer: t.string,
  branch_id: nullable(Id),
  amount: t.string,
  state: PaymentStateCodec,
  created_at: t.string,
  performed_at: nullable(t.string),
  cancelled_at: nullable(t.string),
});
export type LedgerEntry = t.TypeOf<typeof LedgerEntry>;

/** The ledger's filters: a period of Tashkent days (by when the transaction was made), branch, provider, state. */
export const LedgerQuery = t.exact(
  t.partial({
    from: nullable(IsoDate),
    to: nullable(IsoDate),
    branch_id: nullable(Id),
    provider: nullable(PaymentProviderCodec),
    state: nullable(PaymentStateCodec),
  }),
);
export type LedgerQuery = t.TypeOf<typeof LedgerQuery>;

/** The ledger's export: its filters, as a spreadsheet. */
export const LEDGER_EXPORT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The ledger is the organisation's: staff read it (reviewers review, they handle no money). */
const BOOKKEEPERS: readonly UserRole[] = ["staff"];

/**
 * The payments module's calls (docs/architecture.md, "Adding a call"): the two payment
 * systems' endpoints, authenticated by the protocol itself (Payme's Basic key, Click's
 * signature), not by a session; the appeal's invoices with their payment state and receipts;
 * staff's ledger and its export.
 */
export const paymentsApi = {
  payme: apiCall({
    method: "POST",
    path: "/api/payments/payme",
    summary:
      "Payme's merchant endpoint (JSON-RPC 2.0, Basic Paycom:<key>): CheckPerformTransaction, CreateTransaction, PerformTransaction, CancelTransaction, CheckTransaction, GetStatement; every answer HTTP 200 with a result or a documented error",
    audience: ANYONE,
    body: PaymeBody,
    answer: PaymeAnswer,
  }),
  clickPrepare: apiCall({
    method: "POST",
    path: "/api/payments/click/prepare",
    summary: "Click's SHOP-API Prepare (action 0, form-encoded, signed): holds the invoice for the payment",
    audience: ANYONE,
    body: ClickPrepareBody,
    bodyTypes: ["application/x-www-form-urlencoded"],
    answer: ClickAnswer,
  }),
  clickComplete: apiCall({
    method: "POST",
    path: "/api/payments/click/complete",
    summary:
      "Click's SHOP-API Complete (action 1, form-encoded, signed): the invoice is paid, or the prepared payment cancelled when Click reports an error",
    audience: ANYONE,
    body: ClickCompleteBody,
    bodyTypes: ["application/x-www-form-urlencoded"],
    answer: ClickAnswer,
  }),
  appealPayments: apiCall({
    method: "GET",
    path: "/api/appeals/:id/payments",
    summary:
      "The appeal's invoices, each unpaid, paid or refunded with its receipts; the owner gets the Payme and Click checkout addresses of an unpaid one",
    audience: [...CUSTOMERS, ...BOOKKEEPERS],
    params: t.type({ id: Id }),
    answer: t.strict({ data: t.array(InvoicePayments) }),
    failures: ["NotFound"],
  }),
  ledger: apiCall({
    method: "GET",
    path: "/api/staff/payments",
    summary: "The payments ledger (staff): every transaction of both payment systems, newest first, filtered",
    audience: BOOKKEEPERS,
    query: LedgerQuery,
    answer: t.strict({ data: t.array(LedgerEntry) }),
    failures: ["Invalid"],
  }),
  ledgerExport: apiCall({
    method: "GET",
    path: "/api/staff/payments/export",
    summary: "The payments ledger with its filters as an .xlsx spreadsheet (staff)",
    audience: BOOKKEEPERS,
    query: LedgerQuery,
    answer: fileAnswer(LEDGER_EXPORT_TYPE),
    failures: ["Invalid"],
  }),
};
