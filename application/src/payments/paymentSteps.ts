import {
  type AppealStatus,
  type ContractRecord,
  invoiceTiyin,
  type Money,
  PAYMENT_PROVIDER_NAMES,
  type PaymentProvider,
  type PaymentRecord,
  paymentTransition,
  toDecimalString,
} from "@portal/domain";
import { announce } from "../appeals";
import type { AppealRecord } from "../shared";
import type { PaymentsDeps } from "./deps";
import type { PaymentMove } from "./ports/PaymentRepository";

/**
 * The statuses whose invoice a payment system may pay: issued, marked paid (the ledger, not
 * the status, says whether it is), or completed before it was paid (the work came first).
 */
const PAYABLE_STATUSES: readonly AppealStatus[] = ["invoiced", "paid", "completed"];

/** How many times a payment's step on the appeal is tried again when another write came first. */
const SETTLE_ATTEMPTS = 5;

/** An invoice a payment names: unknown (no invoice of that id), not payable now, or payable for its total. */
export type InvoiceCheck =
  | { readonly _tag: "unknown" }
  | { readonly _tag: "notPayable" }
  | {
      readonly _tag: "payable";
      readonly invoice: ContractRecord;
      readonly appeal: AppealRecord;
      readonly total: Money;
    };

/** What performing a created transaction came to; `notPayable` when its appeal cannot be paid now. */
export type PerformOutcome = PaymentMove | { readonly outcome: "notPayable" };

/** The transaction's amount (so'm text) as exact money. */
export const amountOf = (record: PaymentRecord): Money | undefined => invoiceTiyin(record.amount);

/**
 * The steps both payment systems' calls share: the invoice a call names, a new transaction,
 * and the moves of a transaction, each followed by the appeal's status and its notices.
 */
export function makePaymentSteps(deps: PaymentsDeps) {
  async function invoiceOf(invoiceId: number): Promise<InvoiceCheck> {
    const invoice = await deps.contracts.findById(invoiceId);
    if (invoice?.kind !== "invoice") return { _tag: "unknown" };
    const appeal = await deps.appeals.findById(invoice.appeal_id);
    const total = invoiceTiyin(invoice.total);
    if (!appeal || total === undefined || total <= 0n || !PAYABLE_STATUSES.includes(appeal.status))
      return { _tag: "notPayable" };
    return { _tag: "payable", invoice, appeal, total };
  }

  /** A new transaction of a payable invoice, in state created, for its total. */
  async function newRecord(
    provider: PaymentProvider,
    providerId: string,
    providerTime: number,
    payable: Extract<InvoiceCheck, { _tag: "payable" }>,
    now: number,
  ): Promise<PaymentRecord> {
    return {
      id: await deps.ids.next("payments"),
      provider,
      provider_id: providerId,
      invoice_id: payable.invoice.id,
      appeal_id: payable.appeal.id,
      owner_id: payable.appeal.owner_id,
      branch_id: payable.appeal.branch_id,
      amount: toDecimalString(payable.total),
      state: "created",
      provider_time: providerTime,
      create_time: now,
      perform_time: 0,
      cancel_time: 0,
      reason: undefined,
    };
  }

  /**
   * Brings the appeal's status in line with the ledger: paid while a transaction of its
   * invoice is performed, invoiced again once none is. Derived from the ledger rather than
   * from the call, so a repeated call heals a step a crash left undone, and two steps that
   * cross leave the status the ledger's last word says. A write that lost to another is
   * tried again on the appeal read anew.
   */
  async function settle(payment: PaymentRecord, at: number): Promise<AppealRecord | undefined> {
    let appeal = await deps.appeals.findById(payment.appeal_id);
    for (let attempt = 0; appeal && attempt < SETTLE_ATTEMPTS; attempt++) {
      const invoicePayments = await deps.payments.listByInvoice(payment.invoice_id);
      const action = invoicePayments.some((p) => p.state === "performed") ? "pay" : "refund";
      const status = paymentTransition(appeal.status, action);
      if (status === undefined) return appeal;
      const time = new Date(at).toISOString();
      // The customer paid, through the payment system the note names with its transaction.
      const note = `${PAYMENT_PROVIDER_NAMES[payment.provider]} ${payment.provider_id}`;
      const updated: AppealRecord = {
        ...appeal,
        status,
        history: [...appeal.history, { status, at: time, by: appeal.owner_id, action, note }],
        updated_at: time,
        version: appeal.version + 1,
      };
      if (await deps.appeals.replace(updated, appeal.version)) return updated;
      appeal = await deps.appeals.findById(payment.appeal_id);
    }
    return appeal;
  }

  const eventOf = (payment: PaymentRecord) => ({
    payment_id: payment.id,
    provider: payment.provider,
    amount: payment.amount,
  });

  /** The appeal follows a performed transaction, and the customer and staff hear of it. */
  async function performed(payment: PaymentRecord, at: number): Promise<void> {
    const appeal = await settle(payment, at);
    if (appeal) await announce(() => deps.events.paymentReceived(appeal, eventOf(payment)));
  }

  /** Performs a created transaction: the invoice is paid. */
  async function perform(record: PaymentRecord, now: number): Promise<PerformOutcome> {
    const check = await invoiceOf(record.invoice_id);
    if (check._tag !== "payable") return { outcome: "notPayable" };
    const moved = await deps.payments.move({ ...record, state: "performed", perform_time: now }, "created");
    if (moved.outcome === "moved") await performed(moved.record, now);
    return moved;
  }

  /** Cancels a created transaction: it can no longer be performed. */
  function cancel(record: PaymentRecord, now: number, reason: number | undefined): Promise<PaymentMove> {
    return deps.payments.move({ ...record, state: "cancelled", cancel_time: now, reason }, "created");
  }

  /** Cancels a performed transaction: the money goes back, and the invoice waits for payment again. */
  async function refund(
    record: PaymentRecord,
    now: number,
    reason: number | undefined,
  ): Promise<PaymentMove> {
    const moved = await deps.payments.move(
      { ...record, state: "refunded", cancel_time: now, reason },
      "performed",
    );
    if (moved.outcome === "moved") {
      const appeal = await settle(moved.record, now);
      if (appeal) await announce(() => deps.events.paymentCancelled(appeal, eventOf(moved.record)));
    }
    return moved;
  }

  return { invoiceOf, newRecord, performed, perform, cancel, refund };
}

export type PaymentSteps = ReturnType<typeof makePaymentSteps>;
