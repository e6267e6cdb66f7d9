import type {
  ClickCall,
  ClickComplete,
  ClickCompleteAnswer,
  ClickErrorName,
  PaymentRecord,
} from "@portal/domain";
import { clickAnswer } from "./clickAnswers";
import type { PaymentsDeps } from "./deps";
import { amountOf, makePaymentSteps } from "./paymentSteps";

/**
 * POST /api/payments/click/complete: Click's Complete as Click documents it. It names the
 * prepared transaction (`merchant_prepare_id`, the ledger id) with Click's id and the invoice;
 * Click's negative `error` cancels it; otherwise it is performed and the invoice paid, at
 * most once: a repeated Complete answers the same and counts nothing twice.
 */
export function makeClickComplete(deps: PaymentsDeps) {
  const steps = makePaymentSteps(deps);

  return async function clickComplete(call: ClickCall<ClickComplete>): Promise<ClickCompleteAnswer> {
    const answer = (error: ClickErrorName, confirmed: PaymentRecord | null = null): ClickCompleteAnswer => ({
      ...clickAnswer(call.fields, error),
      merchant_confirm_id: confirmed?.id ?? null,
    });
    /** Whether another transaction already paid the invoice. */
    const paidByAnother = async (record: PaymentRecord) =>
      (await deps.payments.listByInvoice(record.invoice_id)).some(
        (p) => p.state === "performed" && p.id !== record.id,
      );
    const now = deps.clock.now().getTime();

    if (call.fields.service_id !== deps.config.clickServiceId) return answer("badRequest");
    const prepareId = /^[1-9]\d{0,14}$/.test(call.fields.merchant_prepare_id)
      ? Number(call.fields.merchant_prepare_id)
      : undefined;
    const record = prepareId === undefined ? undefined : await deps.payments.findById(prepareId);
    if (
      record?.provider !== "click" ||
      record.provider_id !== call.fields.click_trans_id ||
      record.invoice_id !== call.invoice
    )
      return answer("transactionNotFound");

    if (record.state === "performed") {
      // Repeated: the same answer, and the appeal's step made if a crash left it undone.
      await steps.performed(record, now);
      return answer("success", record);
    }
    if (record.state !== "created")
      return answer((await paidByAnother(record)) ? "alreadyPaid" : "cancelled");
    if (call.clickError < 0) {
      await steps.cancel(record, now, undefined);
      return answer("cancelled");
    }
    if (amountOf(record) !== call.amount) return answer("wrongAmount");

    const moved = await steps.perform(record, now);
    if (moved.outcome === "moved") return answer("success", moved.record);
    if (moved.outcome === "stale") {
      const current = await deps.payments.findById(record.id);
      return current?.state === "performed" ? answer("success", current) : answer("cancelled");
    }
    // Paid by another payment meanwhile, or no longer payable: this one will never be performed.
    await steps.cancel(record, now, undefined);
    return answer(moved.outcome === "invoicePaid" ? "alreadyPaid" : "cancelled");
  };
}
