import type { AppealCustomer, AppealParties, AppealPerson } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, type AppealRecord, displayName, isStaff, type Result, type UserRecord } from "../shared";
import type { AppealDeps } from "./deps";

/** An appeal as its page shows it: the appeal, who acted on it by name and, for staff, its customer. */
export interface AppealShown extends AppealParties {
  readonly appeal: AppealRecord;
}

/** The customer as staff and reviewers read them at the top of the page: a company's TIN with its name. */
function customerOf(owner: UserRecord): AppealCustomer | undefined {
  const name = displayName(owner);
  if (name === "") return undefined;
  const tin = owner.corporate === 1 ? owner.info.company_tin?.trim() : undefined;
  return { id: owner.id, name, corporate: owner.corporate, ...(tin ? { tin } : {}) };
}

/**
 * GET /api/appeals/{id}: the appeal its reader may see (`read`, the same rules), with the
 * name of everyone its history names (nothing else of them) and, for staff and reviewers,
 * the customer it is for.
 */
export function makeShowAppeal(
  deps: Pick<AppealDeps, "users">,
  read: (actor: Actor, id: number) => Result<AppealRecord>,
) {
  return async function showAppeal(actor: Actor, id: number): Result<AppealShown> {
    const found = await read(actor, id);
    if (E.isLeft(found)) return found;
    const appeal = found.right;
    const acting = [...new Set(appeal.history.map((event) => event.by))];
    const staff = isStaff(actor);
    const ids = staff && !acting.includes(appeal.owner_id) ? [...acting, appeal.owner_id] : acting;
    const users = new Map<number, UserRecord>();
    for (const user of await Promise.all(ids.map((userId) => deps.users.findById(userId))))
      if (user) users.set(user.id, user);
    const people = acting.flatMap((userId): AppealPerson[] => {
      const user = users.get(userId);
      const name = user ? displayName(user) : "";
      return name === "" ? [] : [{ id: userId, name }];
    });
    const owner = users.get(appeal.owner_id);
    const customer = staff && owner ? customerOf(owner) : undefined;
    return E.right({ appeal, people, ...(customer ? { customer } : {}) });
  };
}
