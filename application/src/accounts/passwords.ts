import {
  type ChangePasswordRequest,
  type ForgotPasswordRequest,
  isWellFormedText,
  message,
  normaliseLogin,
  passwordProblems,
  type SetPasswordRequest,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, invalid, type Result, unauthenticated, type UserRecord } from "../shared";
import { audit } from "./accountAudit";
import { isManaged } from "./accountViews";
import type { AccountDeps } from "./deps";
import { sendPasswordLinkMail, tokenHash } from "./passwordLinks";

/** Whom a reset may be mailed to: an enabled staff, reviewer or administrator account. */
const resettable = (user: UserRecord | undefined): user is UserRecord =>
  user !== undefined && isManaged(user) && user.disabled !== true;

/**
 * POST /auth/password/forgot: by login, or by e-mail address (every account with it). The
 * caller is answered the same whatever is found (the route does not wait for this), so that
 * nobody learns which logins exist; only a resettable account with an address is mailed.
 */
export async function forgotPassword(deps: AccountDeps, { login }: ForgotPasswordRequest): Promise<number> {
  const asked = normaliseLogin(login);
  if (asked === "" || !isWellFormedText(asked)) return 0;
  const found = asked.includes("@")
    ? await deps.directory.findByEmail(asked)
    : [await deps.users.findByLogin(asked)];
  let mailed = 0;
  for (const user of found.filter(resettable)) {
    const email = await sendPasswordLinkMail(deps, user, "reset");
    if (email === undefined) continue;
    await audit(deps, "password_reset_requested", user, undefined, email);
    mailed += 1;
  }
  return mailed;
}

/**
 * POST /auth/password/set: the link must be known, open and not expired, and the password
 * must keep the rule (checked before the link is used up, so a refused password leaves it
 * working). Then the link is used, once, the account's other links end and every session of
 * the account ends: whoever held one signs in again with the new password.
 */
export async function setPassword(deps: AccountDeps, { token, password }: SetPasswordRequest): Result<void> {
  const hash = tokenHash(token);
  const link = await deps.links.findByHash(hash);
  if (!link) return E.left(invalid([message("passwordLinkUnknown")]));
  if (link.used_at !== null) return E.left(invalid([message("passwordLinkUsed")]));
  if (Date.parse(link.expires_at) <= deps.clock.now().getTime())
    return E.left(invalid([message("passwordLinkExpired")]));
  const user = await deps.users.findById(link.user_id);
  if (!user || !isManaged(user)) return E.left(invalid([message("passwordLinkUnknown")]));
  const problems = passwordProblems(password, user.login);
  if (problems.length > 0) return E.left(invalid(problems));
  // Hashed before the link is taken: a busy hasher refuses with the link still working.
  const password_hash = await deps.passwords.hash(password);
  const at = deps.clock.now().toISOString();
  if (!(await deps.links.use(hash, at))) return E.left(invalid([message("passwordLinkUsed")]));
  // Read again: an administrator may have changed the account meanwhile.
  const current = (await deps.users.findById(user.id)) ?? user;
  await deps.users.save({ ...current, password_hash });
  await deps.links.retireAllOf(user.id, at);
  await deps.sessions.destroyAllOf(user.id);
  await audit(deps, "password_set", current, undefined, link.purpose);
  return E.right(undefined);
}

/**
 * POST /auth/password/change: the current password, then the rule; the account's other
 * sessions end, the one asking keeps its own. A wrong current password is a refusal of the
 * form (422), not a sign-out.
 */
export async function changePassword(
  deps: AccountDeps,
  actor: Actor,
  sessionId: string | undefined,
  { current_password, password }: ChangePasswordRequest,
): Result<void> {
  const user = actor.user;
  if (!user) return E.left(unauthenticated);
  if (!(await deps.passwords.verify(current_password, user.password_hash || undefined)))
    return E.left(invalid([message("currentPasswordWrong")]));
  const problems = passwordProblems(password, user.login);
  if (problems.length > 0) return E.left(invalid(problems));
  const password_hash = await deps.passwords.hash(password);
  const current = (await deps.users.findById(user.id)) ?? user;
  await deps.users.save({ ...current, password_hash });
  await deps.links.retireAllOf(user.id, deps.clock.now().toISOString());
  await deps.sessions.destroyAllOf(user.id, sessionId);
  await audit(deps, "password_changed", current, current);
  return E.right(undefined);
}
