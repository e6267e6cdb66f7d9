import type { Language, LifecycleRole } from "@portal/domain";
import type { Role, UserRecord } from "./ports";

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

/** The role the appeal lifecycle knows: a person and a company are both the customer. */
export const lifecycleRole = (user: UserRecord): LifecycleRole =>
  user.role === "staff" || user.role === "reviewer" ? user.role : "customer";
