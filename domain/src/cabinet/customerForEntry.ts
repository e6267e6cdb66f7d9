import * as t from "io-ts";
import { CustomerSummary } from "./customerSummary";
import { BankRequisite } from "./requisite";
import { YearlyContract } from "./yearlyContract";

/**
 * What an application form needs of the customer staff enter it for (offline mode, spec 6,
 * GET /api/staff/customers/{id}): who they are, their discount and remaining limit (decimal
 * strings: the form's prices and summaLimit), their bank requisites (a legal entity must
 * choose one) and their yearly contracts.
 */
export const CustomerForEntry = t.intersection([
  CustomerSummary,
  t.strict({
    discount: t.string,
    requisites: t.array(BankRequisite),
    yearly_contracts: t.array(YearlyContract),
  }),
  t.exact(t.partial({ summa_limit: t.string })),
]);
export type CustomerForEntry = t.TypeOf<typeof CustomerForEntry>;
