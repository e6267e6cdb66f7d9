import type {
  ClickCall,
  ClickComplete,
  ClickCompleteAnswer,
  ClickPrepare,
  ClickPrepareAnswer,
  InvoicePayments,
  LedgerEntry,
  LedgerQuery,
  PaymeCall,
  PaymeOutcome,
  PaymeStatementEntry,
} from "@portal/domain";
import type { Actor, Result } from "../shared";

/**
 * Paying invoices online: the two payment systems' calls, each answered in its own protocol
 * (never a failure of the portal's), the appeal's invoices with their receipts, and the ledger.
 */
export interface PaymentsUseCases {
  /** Payme's call, already authenticated by the adapter (Basic Paycom:<key>). */
  payme(call: PaymeCall, now: number): Promise<PaymeOutcome>;
  /** Click's Prepare/Complete, sign already checked by the adapter. */
  clickPrepare(call: ClickCall<ClickPrepare>): Promise<ClickPrepareAnswer>;
  clickComplete(call: ClickCall<ClickComplete>): Promise<ClickCompleteAnswer>;
  /** The appeal's invoices with payment state and receipts (owner: with checkout links; staff of any branch may read). */
  appealPayments(actor: Actor, appealId: number): Result<InvoicePayments[]>;
  ledger(actor: Actor, query: LedgerQuery): Result<LedgerEntry[]>;
  /** Payme's GetStatement view of the ledger for [from, to] (ms), for the reconciliation command. */
  paymeStatement(from: number, to: number): Promise<PaymeStatementEntry[]>;
}
