import { message } from "@portal/domain";
import { type Failure, invalid, type UserRecord } from "../shared";

/**
 * A disabled account signs in no more, and a session it still has counts as signed out (its
 * sessions are also ended when it is disabled). Said only after the right password, so that
 * the refusal tells nothing to whoever does not know it.
 */
export const isDisabled = (user: UserRecord | undefined): boolean => user?.disabled === true;

export const accountDisabled: Failure = invalid([message("accountDisabled")]);

/** The session's user, or nobody when the account is disabled. */
export const enabledOnly = (user: UserRecord | undefined): UserRecord | undefined =>
  isDisabled(user) ? undefined : user;
