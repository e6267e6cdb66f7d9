import * as t from "io-ts";
import { Id } from "../shared/primitives";

/** What an account audit entry records: who did what to whose account. */
export const ACCOUNT_ACTIONS = [
  "create",
  "disable",
  "enable",
  "branches",
  "signer",
  "signer_removed",
  "send_link",
  "password_set",
  "password_reset_requested",
  "password_changed",
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
export const AccountActionCodec = t.keyof(
  Object.fromEntries(ACCOUNT_ACTIONS.map((action) => [action, null])) as Record<AccountAction, null>,
);

/**
 * One account action: who did it (an administrator, or the account's own holder through a
 * link: `actor_id` null then), to whom, when, and what changed (`details`).
 */
export const AccountAuditEntry = t.intersection([
  t.strict({
    id: Id,
    at: t.string,
    action: AccountActionCodec,
    actor_id: t.union([Id, t.null]),
    actor_login: t.union([t.string, t.null]),
    target_id: Id,
    target_login: t.string,
  }),
  t.exact(t.partial({ details: t.string })),
]);
export type AccountAuditEntry = t.TypeOf<typeof AccountAuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

/** `?before` of the audit: the `next` of the page before; none, the newest page. */
export const AuditQuery = t.exact(t.partial({ before: Id }));
export type AuditQuery = t.TypeOf<typeof AuditQuery>;

/** A page of the audit, newest first: `next` is the `before` of the page after, absent on the last. */
export const AuditPage = t.intersection([
  t.strict({ data: t.array(AccountAuditEntry) }),
  t.exact(t.partial({ next: Id })),
]);
export type AuditPage = t.TypeOf<typeof AuditPage>;
