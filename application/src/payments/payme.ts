import {
  PAYME_ACCOUNT_FIELD,
  PAYME_STATE,
  PAYME_TIMEOUT_MS,
  PAYME_TIMEOUT_REASON,
  type PaymeCall,
  type PaymeErrorName,
  type PaymeOutcome,
  type PaymeStatementEntry,
  type PaymeTransactionView,
  type PaymentRecord,
} from "@portal/domain";
import type { PaymentsDeps } from "./deps";
import { amountOf, makePaymentSteps } from "./paymentSteps";

type Call<M extends PaymeCall["method"]> = Extract<PaymeCall, { method: M }>;

const result = (answer: Readonly<Record<string, unknown>>): PaymeOutcome => ({
  _tag: "result",
  result: answer,
});
const error = (name: PaymeErrorName): PaymeOutcome => ({ _tag: "error", error: name });

/** A created transaction Payme did not perform within its time-out can no longer be performed. */
const timedOut = (record: PaymentRecord, now: number) =>
  record.state === "created" && now - record.provider_time > PAYME_TIMEOUT_MS;

/** The transaction as CheckTransaction shows it: Payme's state and times, the ledger's id. */
export function paymeView(record: PaymentRecord): PaymeTransactionView {
  return {
    create_time: record.create_time,
    perform_time: record.perform_time,
    cancel_time: record.cancel_time,
    transaction: String(record.id),
    state: PAYME_STATE[record.state],
    reason: record.reason ?? null,
  };
}

/** The transaction as GetStatement lists it: also Payme's id and time, the amount in tiyin, the account. */
export function paymeStatementEntry(record: PaymentRecord): PaymeStatementEntry {
  return {
    id: record.provider_id,
    time: record.provider_time,
    amount: Number(amountOf(record) ?? 0n),
    account: { [PAYME_ACCOUNT_FIELD]: String(record.invoice_id) },
    ...paymeView(record),
  };
}

/**
 * POST /api/payments/payme: Payme's merchant API as Payme documents it. The invoice is the
 * account; its total, in tiyin, is the only amount accepted. A transaction holds its invoice
 * while it is created (another Payme transaction of it is refused), and is performed at most
 * once; every call is answered the same when repeated, and the appeal and the notices follow
 * the ledger (paymentSteps.ts).
 */
export function makePayme(deps: PaymentsDeps) {
  const steps = makePaymentSteps(deps);

  const find = (id: string) => deps.payments.findByProviderId("payme", id);

  /**
   * Whether a created Payme transaction of the invoice holds it; a creating call (`write`)
   * cancels the timed-out ones, which hold it no longer.
   */
  async function held(payments: readonly PaymentRecord[], now: number, write: boolean): Promise<boolean> {
    let live = false;
    for (const record of payments.filter((p) => p.provider === "payme" && p.state === "created")) {
      if (!timedOut(record, now)) live = true;
      else if (write) await steps.cancel(record, now, PAYME_TIMEOUT_REASON);
    }
    return live;
  }

  /**
   * Whether a new transaction of the invoice for this amount may be made, in Payme's order
   * of checks; a creating call (`write`) also cancels the timed-out ones that held it.
   */
  async function checkNew(invoiceId: number, amount: bigint, now: number, write: boolean) {
    const check = await steps.invoiceOf(invoiceId);
    if (check._tag === "unknown") return error("invoiceNotFound");
    if (check._tag === "notPayable") return error("invoiceNotPayable");
    const payments = await deps.payments.listByInvoice(invoiceId);
    if (payments.some((p) => p.state === "performed")) return error("invoicePaid");
    if (await held(payments, now, write)) return error("invoiceBusy");
    if (amount !== check.total) return error("wrongAmount");
    return check;
  }

  async function checkPerform(call: Call<"CheckPerformTransaction">, now: number): Promise<PaymeOutcome> {
    const check = await checkNew(call.invoice, call.amount, now, false);
    return check._tag === "payable" ? result({ allow: true }) : check;
  }

  /** A CreateTransaction Payme repeats: the same answer while the transaction may still be performed. */
  async function createdAgain(record: PaymentRecord, call: Call<"CreateTransaction">, now: number) {
    if (record.invoice_id !== call.invoice) return error("invoiceNotFound");
    if (amountOf(record) !== call.amount) return error("wrongAmount");
    if (record.state !== "created") return error("cannotPerform");
    if (timedOut(record, now)) {
      await steps.cancel(record, now, PAYME_TIMEOUT_REASON);
      return error("cannotPerform");
    }
    return result({
      create_time: record.create_time,
      transaction: String(record.id),
      state: PAYME_STATE.created,
    });
  }

  async function create(call: Call<"CreateTransaction">, now: number): Promise<PaymeOutcome> {
    const existing = await find(call.id);
    if (existing) return createdAgain(existing, call, now);
    const check = await checkNew(call.invoice, call.amount, now, true);
    if (check._tag !== "payable") return check;
    // Made by Payme longer ago than its time-out: it could never be performed, so nothing is stored.
    if (now - call.time > PAYME_TIMEOUT_MS) return error("cannotPerform");
    const record = await steps.newRecord("payme", call.id, call.time, check, now);
    const stored = await deps.payments.insert(record, { holds: true });
    if (stored === "busy") return error("invoiceBusy");
    if (stored === "duplicate") {
      // The same call at the same instant: the one stored answers both.
      const first = await find(call.id);
      return first ? createdAgain(first, call, now) : error("invoiceBusy");
    }
    return result({
      create_time: record.create_time,
      transaction: String(record.id),
      state: PAYME_STATE.created,
    });
  }

  const performedAnswer = (record: PaymentRecord) =>
    result({
      transaction: String(record.id),
      perform_time: record.perform_time,
      state: PAYME_STATE.performed,
    });

  async function perform(call: Call<"PerformTransaction">, now: number): Promise<PaymeOutcome> {
    const record = await find(call.id);
    if (!record) return error("transactionNotFound");
    if (record.state === "performed") {
      // Repeated: the same answer, and the appeal's step made if a crash left it undone.
      await steps.performed(record, now);
      return performedAnswer(record);
    }
    if (record.state !== "created") return error("cannotPerform");
    if (timedOut(record, now)) {
      await steps.cancel(record, now, PAYME_TIMEOUT_REASON);
      return error("cannotPerform");
    }
    const moved = await steps.perform(record, now);
    if (moved.outcome === "moved") return performedAnswer(moved.record);
    if (moved.outcome === "stale") {
      // The same call at the same instant performed it: the same answer.
      const current = await find(call.id);
      if (current?.state === "performed") return performedAnswer(current);
    }
    return error("cannotPerform");
  }

  const cancelledAnswer = (record: PaymentRecord) =>
    result({
      transaction: String(record.id),
      cancel_time: record.cancel_time,
      state: PAYME_STATE[record.state],
    });

  async function cancel(call: Call<"CancelTransaction">, now: number, again = true): Promise<PaymeOutcome> {
    const record = await find(call.id);
    if (!record) return error("transactionNotFound");
    if (record.state === "cancelled" || record.state === "refunded") return cancelledAnswer(record);
    if (record.state === "performed") {
      // The service rendered: the money stays.
      const appeal = await deps.appeals.findById(record.appeal_id);
      if (appeal?.status === "completed") return error("cannotCancel");
    }
    const moved =
      record.state === "created"
        ? await steps.cancel(record, now, call.reason)
        : await steps.refund(record, now, call.reason);
    if (moved.outcome === "moved") return cancelledAnswer(moved.record);
    // Another call moved it first: answer as it stands now.
    return again ? cancel(call, now, false) : error("cannotCancel");
  }

  async function check(call: Call<"CheckTransaction">): Promise<PaymeOutcome> {
    const record = await find(call.id);
    return record ? result({ ...paymeView(record) }) : error("transactionNotFound");
  }

  async function statement(call: Call<"GetStatement">): Promise<PaymeOutcome> {
    const records = await deps.payments.listByProviderTime("payme", call.from, call.to);
    return result({ transactions: records.map(paymeStatementEntry) });
  }

  return async function payme(call: PaymeCall, now: number): Promise<PaymeOutcome> {
    switch (call.method) {
      case "CheckPerformTransaction":
        return checkPerform(call, now);
      case "CreateTransaction":
        return create(call, now);
      case "PerformTransaction":
        return perform(call, now);
      case "CancelTransaction":
        return cancel(call, now);
      case "CheckTransaction":
        return check(call);
      case "GetStatement":
        return statement(call);
    }
  };
}
