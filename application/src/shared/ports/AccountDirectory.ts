import type { AccountRole } from "@portal/domain";
import type { UserRecord } from "./records";

/**
 * The accounts of staff, reviewers and administrators: the administrator looks them up,
 * and the notifications find the staff an appeal's notice is for.
 */
export interface AccountDirectory {
  /** Every account of these roles, by id. */
  listByRoles(roles: readonly AccountRole[]): Promise<UserRecord[]>;
  /** The accounts whose e-mail is this address (matched ignoring case). */
  findByEmail(email: string): Promise<UserRecord[]>;
}
