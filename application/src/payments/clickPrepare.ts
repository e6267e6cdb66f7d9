import type {
  ClickCall,
  ClickErrorName,
  ClickPrepare,
  ClickPrepareAnswer,
  PaymentRecord,
} from "@portal/domain";
import { clickAnswer } from "./clickAnswers";
import type { PaymentsDeps } from "./deps";
import { amountOf, makePaymentSteps } from "./paymentSteps";

/**
 * POST /api/payments/click/prepare: Click's Prepare as Click documents it. The invoice
 * (`merchant_trans_id`) must be payable, unpaid, and the amount its total exactly; the
 * transaction is stored created, and its ledger id answered as `merchant_prepare_id`. The
 * same `click_trans_id` prepared again answers the same id and stores nothing.
 */
export function makeClickPrepare(deps: PaymentsDeps) {
  const steps = makePaymentSteps(deps);

  return async function clickPrepare(call: ClickCall<ClickPrepare>): Promise<ClickPrepareAnswer> {
    const answer = (error: ClickErrorName, prepared: PaymentRecord | null = null): ClickPrepareAnswer => ({
      ...clickAnswer(call.fields, error),
      merchant_prepare_id: prepared?.id ?? null,
    });
    /** A Prepare of a transaction stored before: the same answer while it is still open. */
    const preparedAgain = (record: PaymentRecord) => {
      if (record.invoice_id !== call.invoice || amountOf(record) !== call.amount) return answer("badRequest");
      if (record.state === "created") return answer("success", record);
      return answer(record.state === "performed" ? "alreadyPaid" : "cancelled");
    };

    if (call.fields.service_id !== deps.config.clickServiceId) return answer("badRequest");
    const existing = await deps.payments.findByProviderId("click", call.fields.click_trans_id);
    if (existing) return preparedAgain(existing);
    if (call.clickError < 0) return answer("cancelled");
    const check = await steps.invoiceOf(call.invoice);
    // An invoice that cannot be paid now is, to Click, an account that takes no payment.
    if (check._tag !== "payable") return answer("invoiceNotFound");
    if (call.amount !== check.total) return answer("wrongAmount");
    const payments = await deps.payments.listByInvoice(check.invoice.id);
    if (payments.some((p) => p.state === "performed")) return answer("alreadyPaid");

    const now = deps.clock.now().getTime();
    const record = await steps.newRecord("click", call.fields.click_trans_id, now, check, now);
    if ((await deps.payments.insert(record)) === "stored") return answer("success", record);
    // The same Prepare at the same instant: the one stored answers both.
    const first = await deps.payments.findByProviderId("click", call.fields.click_trans_id);
    return first ? preparedAgain(first) : answer("updateFailed");
  };
}
