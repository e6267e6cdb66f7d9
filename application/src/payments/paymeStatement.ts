import type { PaymeStatementEntry } from "@portal/domain";
import type { PaymentsDeps } from "./deps";
import { paymeStatementEntry } from "./payme";

/**
 * The ledger's Payme transactions made (by Payme's clock) in [from, to], as Payme's own
 * GetStatement lists them: what the reconciliation command compares with Payme's.
 */
export function makePaymeStatement(deps: PaymentsDeps) {
  return async function paymeStatement(from: number, to: number): Promise<PaymeStatementEntry[]> {
    return (await deps.payments.listByProviderTime("payme", from, to)).map(paymeStatementEntry);
  };
}
