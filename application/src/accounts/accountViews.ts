import { ACCOUNT_ROLES, type AccountRole, type StaffAccount } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type Failure, forbidden, notFound, unauthenticated, type UserRecord } from "../shared";
import type { AccountDeps } from "./deps";

/** Whether an administrator manages this account (staff, reviewers, administrators; no customer). */
export const isManaged = (user: UserRecord): user is UserRecord & { role: AccountRole } =>
  (ACCOUNT_ROLES as readonly string[]).includes(user.role);

/** The signed-in administrator, or the refusal: what every administrator's use case asks first. */
export function administrator(actor: Actor): E.Either<Failure, UserRecord> {
  if (!actor.user) return E.left(unauthenticated);
  return actor.user.role === "admin" ? E.right(actor.user) : E.left(forbidden);
}

/** A managed account by id; a customer's, or none, is not found. */
export async function managedAccount(deps: Pick<AccountDeps, "users">, id: number) {
  const user = await deps.users.findById(id);
  return user && isManaged(user) ? E.right(user) : E.left(notFound);
}

/** The account as the administrator's list shows it: never its password hash. */
export const toStaffAccount = (user: UserRecord & { role: AccountRole }): StaffAccount => ({
  id: user.id,
  login: user.login,
  role: user.role,
  first_name: user.info.first_name,
  last_name: user.info.last_name,
  middle_name: user.info.middle_name,
  email: user.info.email ?? "",
  // An account made before branches works on all of them.
  branches: user.branches === undefined || user.branches === "all" ? "all" : [...user.branches],
  disabled: user.disabled === true,
  has_password: user.password_hash !== "",
  ...(user.signer ? { signer: { position: user.signer.position } } : {}),
});
