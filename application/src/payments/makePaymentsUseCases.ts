import { makeAppealPayments } from "./appealPayments";
import { makeClickComplete } from "./clickComplete";
import { makeClickPrepare } from "./clickPrepare";
import type { PaymentsDeps } from "./deps";
import { makeLedger } from "./ledger";
import { makePayme } from "./payme";
import { makePaymeStatement } from "./paymeStatement";
import type { PaymentsUseCases } from "./PaymentsUseCases";

/** The payments use cases over the given ports. */
export function makePaymentsUseCases(deps: PaymentsDeps): PaymentsUseCases {
  return {
    payme: makePayme(deps),
    clickPrepare: makeClickPrepare(deps),
    clickComplete: makeClickComplete(deps),
    appealPayments: makeAppealPayments(deps),
    ledger: makeLedger(deps),
    paymeStatement: makePaymeStatement(deps),
  };
}
