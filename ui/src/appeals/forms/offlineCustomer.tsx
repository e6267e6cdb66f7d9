import type { CustomerForEntry } from "@portal/domain/cabinet/customerForEntry";
import { createContext, type ReactNode, useContext } from "react";

/**
 * The customer staff fill a form for (offline mode, spec 6), as GET /api/staff/customers/{id}
 * answers: who they are, their contragent discount and remaining limit, their requisites and
 * yearly contracts. A form inside `OfflineCustomerProvider` is in offline mode.
 */
export type OfflineCustomer = CustomerForEntry;

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
