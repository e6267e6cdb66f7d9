import type { AppealAction, PaymentProvider } from "@portal/domain";
import type { AppealRecord, UserRecord } from "../../shared";

/** Instruments of an appeal that came in on one day. */
export interface InstrumentsReceipt {
  /** "YYYY-MM-DD", the Tashkent day they came in. */
  readonly received_on: string;
}

/** A payment of the appeal's invoice that a payment system performed or cancelled. */
export interface PaymentEvent {
  /** The payment's id in the ledger: one notice per payment and event, however often it is told. */
  readonly payment_id: number;
  readonly provider: PaymentProvider;
  /** So'm, a decimal string: the invoice's total. */
  readonly amount: string;
}

/**
 * Who hears of an appeal's steps once they are stored. The notifications module answers it
 * (the bell, the list and the e-mail); the appeals module knows only this port, so it
 * imports no notifications (the same way as CompletionCheck). Each method resolves when the
 * listener is done, and never rejects for a notice it could not give: it logs that itself,
 * since the step is stored and stands whatever becomes of its notices.
 */
export interface AppealEvents {
  /** A step of the lifecycle was stored (a new appeal's `submit` included); `by` took it. */
  stepTaken(appeal: AppealRecord, action: AppealAction, by: UserRecord): Promise<void>;
  /** Staff marked instruments of the appeal received (the results module's receipt). */
  instrumentsReceived(appeal: AppealRecord, by: UserRecord, receipt: InstrumentsReceipt): Promise<void>;
  /** A payment system performed the payment of the appeal's invoice (the appeal as it stands after). */
  paymentReceived(appeal: AppealRecord, payment: PaymentEvent): Promise<void>;
  /** A payment system cancelled a performed payment of the appeal's invoice: the money went back. */
  paymentCancelled(appeal: AppealRecord, payment: PaymentEvent): Promise<void>;
}

/**
 * Tells the listener; should it reject all the same, the stored step still stands: its
 * caller is answered as if it had been heard (the listener logs its own failures).
 */
export async function announce(tell: () => Promise<void>): Promise<void> {
  try {
    await tell();
  } catch {
    // The step is stored; a notice is never the reason a step fails.
  }
}
