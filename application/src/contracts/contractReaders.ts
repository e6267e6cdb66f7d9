import { readsContracts } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type Failure,
  forbidden,
  lifecycleRole,
  notFound,
  signedIn,
  type UserRecord,
  worksOn,
} from "../shared";
import type { ContractRecord } from "./ports/ContractRepository";

/**
 * Who reads contracts and invoices: staff, who make them, those of the branches they work
 * on; a customer their own (anyone else's is not found); a reviewer none, as reviewing
 * ends before the contract.
 */
export type ContractReader = { readonly staff: UserRecord } | { readonly owner: UserRecord };

export function contractReader(actor: Actor): E.Either<Failure, ContractReader> {
  const user = signedIn(actor);
  if (E.isLeft(user)) return user;
  const role = lifecycleRole(user.right);
  if (role === undefined || !readsContracts(role)) return E.left(forbidden);
  return E.right(user.right.role === "staff" ? { staff: user.right } : { owner: user.right });
}

/**
 * Whether the reader may read a contract, or an appeal's contracts, by whose it is and the
 * branch of its appeal: another customer's is not found, and one of a branch the staff
 * member does not work on is forbidden.
 */
export function mayRead(
  reader: ContractReader,
  of: Pick<ContractRecord, "owner_id">,
  branchId: number | undefined,
): E.Either<Failure, true> {
  if ("owner" in reader) return of.owner_id === reader.owner.id ? E.right(true) : E.left(notFound);
  return worksOn(reader.staff, branchId) ? E.right(true) : E.left(forbidden);
}
