import type { AccountRole } from "@portal/domain";
import type { UserRecord } from "../../shared";

/** The accounts of staff, reviewers and administrators as the administrator looks them up. */
export interface AccountDirectory {
  /** Every account of these roles, by login. */
  listByRoles(roles: readonly AccountRole[]): Promise<UserRecord[]>;
  /** The accounts whose e-mail is this address (matched ignoring case). */
  findByEmail(email: string): Promise<UserRecord[]>;
}

/** Sends what the outbox holds now rather than at the next tick (the reminder job's delivery). */
export interface MailDelivery {
  deliverDue(): Promise<unknown>;
}
