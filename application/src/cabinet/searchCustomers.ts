import type { CustomerSummary } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, customerView, forbidden, isStaff, type Result, signedIn } from "../shared";
import type { CabinetDeps } from "./deps";

/** The most customers one search answers: staff narrow the query rather than scroll. */
export const CUSTOMER_SEARCH_LIMIT = 20;

/**
 * GET /api/staff/customers?q=: the customers staff may enter an appeal for (offline mode),
 * by tax id, PINFL or a name fragment. Staff and reviewers only.
 */
export function makeSearchCustomers(deps: CabinetDeps) {
  return async function searchCustomers(actor: Actor, q: string | undefined): Result<CustomerSummary[]> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    if (!isStaff(actor)) return E.left(forbidden);
    const text = q?.trim() ?? "";
    if (text === "") return E.right([]);
    const found = await deps.users.search(text, CUSTOMER_SEARCH_LIMIT);
    return E.right(found.map(customerView));
  };
}
