import { makeAccounts } from "./accounts";
import { makeCabinetAttention } from "./attention";
import type { CabinetUseCases } from "./CabinetUseCases";
import { makeCabinet } from "./cabinet";
import { makeCustomerForEntry } from "./customerForEntry";
import type { CabinetDeps } from "./deps";
import { makeSearchCustomers } from "./searchCustomers";
import { makeYearlyContracts } from "./yearlyContracts";

/** The cabinet use cases over the given ports. */
export function makeCabinetUseCases(deps: CabinetDeps): CabinetUseCases {
  return {
    ...makeCabinet(deps),
    ...makeAccounts(deps),
    attention: makeCabinetAttention(deps),
    yearlyContracts: makeYearlyContracts(deps),
    searchCustomers: makeSearchCustomers(deps),
    customerForEntry: makeCustomerForEntry(deps),
  };
}
