import * as t from "io-ts";
import { BROKEN_TEXT, EmailText, isWellFormedText, text } from "../shared/primitives";
import { described } from "../shared/schema";
import { AccountRole, Branches } from "./staffAccount";

/** A login as an administrator types it: 3 to 40 Latin letters, digits, dots, hyphens, underscores. */
export const LOGIN_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/;
export const isValidLogin = (login: string): boolean => LOGIN_PATTERN.test(login);
/** Logins are kept and matched in lower case, as sign-in reads them. */
export const normaliseLogin = (login: string): string => login.trim().toLowerCase();

/** POST /api/admin/accounts: a new staff, reviewer or administrator account. */
export const NewAccount = t.intersection([
  t.strict({
    login: text(40),
    first_name: text(100),
    last_name: text(100),
    email: EmailText,
    role: AccountRole,
    branches: Branches,
  }),
  t.exact(t.partial({ middle_name: text(100) })),
]);
export type NewAccount = t.TypeOf<typeof NewAccount>;

/** PUT /api/admin/accounts/:id/branches. */
export const BranchesChange = t.strict({ branches: Branches });
export type BranchesChange = t.TypeOf<typeof BranchesChange>;

/**
 * A password as typed: kept as sent, never trimmed; bounded so that no request makes the
 * server hash megabytes (the rule's own bound, `passwordProblems`, is lower); a NUL or a lone
 * surrogate (no keyboard types one) is refused as any text's is.
 */
export const PasswordText = described(
  new t.Type<string, string, unknown>(
    "Password",
    (u): u is string => typeof u === "string" && u.length <= 200 && isWellFormedText(u),
    (u, c) => {
      if (typeof u !== "string" || u.length > 200) return t.failure(u, c, "expected a password");
      return isWellFormedText(u) ? t.success(u) : t.failure(u, c, BROKEN_TEXT);
    },
    (s) => s,
  ),
  { type: "string", maxLength: 200 },
);

/** POST /auth/password/forgot: the account's login or its e-mail address. */
export const ForgotPasswordRequest = t.strict({ login: text(254) });
export type ForgotPasswordRequest = t.TypeOf<typeof ForgotPasswordRequest>;

/**
 * POST /auth/password/set: the link's token and the new password, sent once (the page asks
 * for it twice and compares the two itself: a typing check, not a rule of the server).
 */
export const SetPasswordRequest = t.strict({ token: text(200), password: PasswordText });
export type SetPasswordRequest = t.TypeOf<typeof SetPasswordRequest>;

/** POST /auth/password/change: the current password and the new one. */
export const ChangePasswordRequest = t.strict({ current_password: PasswordText, password: PasswordText });
export type ChangePasswordRequest = t.TypeOf<typeof ChangePasswordRequest>;
