import { type Language, type LifecycleRole, lifecycleRoleOf } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Failure, forbidden, unauthenticated } from "./failures";
import type { Role, UserRecord } from "./ports/records";

/** Who is calling: a signed-in user or an anonymous visitor, and the language asked for. */
export interface Actor {
  readonly user?: UserRecord;
  readonly lang: Language;
}

export const isStaff = (actor: Actor): boolean =>
  actor.user?.role === "staff" || actor.user?.role === "reviewer";
export const isCustomer = (actor: Actor): boolean =>
  actor.user?.role === "person" || actor.user?.role === "company";
export const hasRole = (actor: Actor, ...roles: Role[]): boolean =>
  actor.user !== undefined && roles.includes(actor.user.role);

/**
 * The role the appeal lifecycle knows: a person and a company are both the customer; an
 * administrator has none, so every lifecycle step and contract read refuses them.
 */
export const lifecycleRole = (user: UserRecord): LifecycleRole | undefined => lifecycleRoleOf(user.role);

/** The signed-in user, or Unauthenticated for an anonymous caller. */
export function signedIn(actor: Actor): E.Either<Failure, UserRecord> {
  return actor.user ? E.right(actor.user) : E.left(unauthenticated);
}

/** A signed-in customer (person or company): what staff do for customers goes through offline entry. */
export function signedInCustomer(actor: Actor): E.Either<Failure, UserRecord> {
  if (!actor.user) return E.left(unauthenticated);
  return actor.user.role === "person" || actor.user.role === "company"
    ? E.right(actor.user)
    : E.left(forbidden);
}
