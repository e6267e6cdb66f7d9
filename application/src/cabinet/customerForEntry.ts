import type { CustomerForEntry } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, customerView, forbidden, isStaff, notFound, type Result, signedIn } from "../shared";
import type { CabinetDeps } from "./deps";

/** GET /api/staff/customers/{id}: one customer with what offline entry needs. Staff and reviewers only. */
export function makeCustomerForEntry(deps: CabinetDeps) {
  return async function customerForEntry(actor: Actor, id: number): Result<CustomerForEntry> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const customer = await deps.users.findById(id);
    if (!customer || (customer.role !== "person" && customer.role !== "company")) return E.left(notFound);
    const [requisites, yearly] = await Promise.all([
      deps.requisites.listByUser(customer.id),
      deps.catalogue.yearlyContracts(customer.id),
    ]);
    return E.right({
      ...customerView(customer),
      discount: customer.discount,
      ...(customer.summa_limit === undefined ? {} : { summa_limit: customer.summa_limit }),
      requisites,
      yearly_contracts: yearly,
    });
  };
}
