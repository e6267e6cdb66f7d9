import {
  type InvoicePayments,
  invoicePaymentState,
  invoiceTiyin,
  type PaymentReceipt,
  type PaymentRecord,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, forbidden, hasRole, notFound, type Result, signedIn, worksOn } from "../shared";
import { checkoutLinks } from "./checkoutLinks";
import type { PaymentsDeps } from "./deps";
import { makePaymentSteps } from "./paymentSteps";

/** The payments a customer holds a receipt of: performed, and performed then refunded. */
function receiptOf(payment: PaymentRecord): PaymentReceipt[] {
  if (payment.state !== "performed" && payment.state !== "refunded") return [];
  return [
    {
      provider: payment.provider,
      transaction: payment.provider_id,
      amount: payment.amount,
      paid_at: new Date(payment.perform_time).toISOString(),
      state: payment.state,
    },
  ];
}

/**
 * GET /api/appeals/{id}/payments: the appeal's invoices, each unpaid, paid or refunded with
 * its receipts. Its owner also gets the checkout links of an invoice still to pay; staff of
 * the appeal's branch read it (another branch's: 403, issue 26's rule), reviewers do not; another customer's
 * appeal is not found.
 */
export function makeAppealPayments(deps: PaymentsDeps) {
  const steps = makePaymentSteps(deps);

  return async function appealPayments(actor: Actor, appealId: number): Result<InvoicePayments[]> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    const staff = hasRole(actor, "staff");
    if (!staff && !hasRole(actor, "person", "company")) return E.left(forbidden);
    const appeal = await deps.appeals.findById(appealId);
    if (!appeal || (!staff && appeal.owner_id !== user.right.id)) return E.left(notFound);
    // Staff read the payments of the branches they work on, as every other page of an appeal.
    if (staff && !worksOn(user.right, appeal.branch_id ?? undefined)) return E.left(forbidden);

    const invoices = (await deps.contracts.findByAppeal(appealId)).filter((c) => c.kind === "invoice");
    const answer: InvoicePayments[] = [];
    for (const invoice of invoices) {
      const payments = await deps.payments.listByInvoice(invoice.id);
      const state = invoicePaymentState(payments);
      const total = invoiceTiyin(invoice.total);
      const payable = !staff && state !== "paid" && (await steps.invoiceOf(invoice.id))._tag === "payable";
      answer.push({
        invoice_id: invoice.id,
        contract_number: invoice.contract_number,
        total: invoice.total,
        state,
        receipts: payments.flatMap(receiptOf),
        pay:
          payable && total !== undefined
            ? checkoutLinks(deps.config, { invoiceId: invoice.id, appealId, total, lang: actor.lang })
            : undefined,
      });
    }
    return E.right(answer);
  };
}
