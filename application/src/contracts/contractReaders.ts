import { readsContracts } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type Failure, forbidden, lifecycleRole, signedIn, type UserRecord } from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";

/**
 * Who reads contracts and invoices: staff, who make them, every one; a customer their
 * own (anyone else's is not found); a reviewer none, as reviewing ends before the contract.
 */
export type ContractReader = { readonly all: true } | { readonly owner: UserRecord };

export function contractReader(actor: Actor): E.Either<Failure, ContractReader> {
  const user = signedIn(actor);
  if (E.isLeft(user)) return user;
  if (!readsContracts(lifecycleRole(user.right))) return E.left(forbidden);
  return E.right(user.right.role === "staff" ? { all: true } : { owner: user.right });
}

export const mayRead = (reader: ContractReader, contract: Pick<ContractRecord, "owner_id">): boolean =>
  "all" in reader || contract.owner_id === reader.owner.id;
