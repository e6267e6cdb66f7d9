import type { InvoicePayments, LedgerEntry, PaymentReceipt } from "../../src/payments/paymentsApi";

/** Test data of the payments tests, shaped like the server's answers. */

export const PAYME_CHECKOUT = "https://checkout.paycom.test/bT1hYmM7YWMuaW52b2ljZT0zMTthPTEyMDAwMDAw";
export const CLICK_CHECKOUT =
  "https://my.click.test/services/pay?service_id=7&transaction_param=31&amount=120000.00";

/** An unpaid invoice as its owner reads it: with the checkout addresses. */
export const anInvoice = (overrides: Partial<InvoicePayments> = {}): InvoicePayments => ({
  invoice_id: 31,
  contract_number: "H-7",
  total: "120000.00",
  state: "unpaid",
  receipts: [],
  pay: { payme: PAYME_CHECKOUT, click: CLICK_CHECKOUT },
  ...overrides,
});

export const aReceipt = (overrides: Partial<PaymentReceipt> = {}): PaymentReceipt => ({
  provider: "payme",
  transaction: "5e730e8e0b852a417aa49ceb",
  amount: "120000.00",
  // 20:30 UTC is already the next day, 01:30, in Tashkent.
  paid_at: "2026-03-01T20:30:00.000Z",
  state: "performed",
  ...overrides,
});

/** The invoice once paid: no checkout, its receipt. */
export const aPaidInvoice = (overrides: Partial<InvoicePayments> = {}): InvoicePayments =>
  anInvoice({ state: "paid", pay: undefined, receipts: [aReceipt()], ...overrides });

export const aLedgerEntry = (overrides: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 1,
  provider: "payme",
  transaction: "5e730e8e0b852a417aa49ceb",
  invoice_id: 31,
  contract_number: "H-7",
  appeal_id: 5,
  customer: "Demo Metall MChJ",
  branch_id: 2,
  amount: "120000.00",
  state: "performed",
  created_at: "2026-03-01T09:00:00.000Z",
  performed_at: "2026-03-01T09:01:00.000Z",
  cancelled_at: undefined,
  ...overrides,
});
