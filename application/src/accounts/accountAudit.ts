import { AUDIT_PAGE_SIZE, type AccountAction, type AuditPage } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import type { Actor, Result, UserRecord } from "../shared";
import { administrator } from "./accountViews";
import type { AccountDeps } from "./deps";

/** Records one account action; `by` is undefined when the account's holder acted through a link. */
export async function audit(
  deps: Pick<AccountDeps, "audit" | "ids" | "clock">,
  action: AccountAction,
  target: UserRecord,
  by: UserRecord | undefined,
  details?: string,
): Promise<void> {
  await deps.audit.record({
    id: await deps.ids.next("account_audit"),
    at: deps.clock.now().toISOString(),
    action,
    actor_id: by?.id ?? null,
    actor_login: by?.login ?? null,
    target_id: target.id,
    target_login: target.login,
    ...(details === undefined ? {} : { details }),
  });
}

/** GET /api/admin/accounts/audit: a page of the account actions, newest first. */
export async function auditPage(deps: AccountDeps, actor: Actor, before?: number): Result<AuditPage> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  // One more than a page tells whether a page follows.
  const entries = await deps.audit.page(before, AUDIT_PAGE_SIZE + 1);
  const data = entries.slice(0, AUDIT_PAGE_SIZE);
  const last = data[data.length - 1];
  return E.right(entries.length > AUDIT_PAGE_SIZE && last ? { data, next: last.id } : { data });
}
