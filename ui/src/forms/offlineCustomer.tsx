import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { createContext, type ReactNode, useContext } from "react";
import type { YearlyContractView } from "./appealsApi";

/**
 * The customer staff fill a form for (offline mode, spec 6), as GET /api/staff/customers/{id}
 * answers: who they are, their contragent discount and remaining limit, their requisites and
 * yearly contracts. A form inside `OfflineCustomerProvider` is in offline mode.
 */
export interface OfflineCustomer {
  readonly id: number;
  readonly name: string;
  readonly tin: string;
  readonly pin?: string;
  readonly corporate: 0 | 1;
  readonly discount: string;
  readonly summa_limit?: string;
  readonly requisites: readonly BankRequisite[];
  readonly yearly_contracts: readonly YearlyContractView[];
}

const OfflineCustomerContext = createContext<OfflineCustomer | undefined>(undefined);

export function OfflineCustomerProvider({
  customer,
  children,
}: {
  readonly customer: OfflineCustomer;
  readonly children: ReactNode;
}) {
  return <OfflineCustomerContext.Provider value={customer}>{children}</OfflineCustomerContext.Provider>;
}

/** The customer of an offline entry, or undefined when customers fill the form themselves. */
export const useOfflineCustomer = (): OfflineCustomer | undefined => useContext(OfflineCustomerContext);
