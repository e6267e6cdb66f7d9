import type { AccountAuditEntry } from "@portal/domain";

/** The account actions, kept for good: who did what to whose account, when. */
export interface AccountAuditLog {
  record(entry: AccountAuditEntry): Promise<void>;
  /** Newest first: the entries with an id below `before` (all when absent), at most `limit`. */
  page(before: number | undefined, limit: number): Promise<AccountAuditEntry[]>;
}
