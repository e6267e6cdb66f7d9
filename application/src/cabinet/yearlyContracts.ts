import type { YearlyContract } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type Result, signedIn } from "../shared";
import type { CabinetDeps } from "./deps";

/** GET /api/yearly-contracts: the signed-in customer's yearly contracts. */
export function makeYearlyContracts(deps: CabinetDeps) {
  return async function yearlyContracts(actor: Actor): Result<YearlyContract[]> {
    const user = signedIn(actor);
    if (E.isLeft(user)) return user;
    return E.right(await deps.catalogue.yearlyContracts(user.right.id));
  };
}
