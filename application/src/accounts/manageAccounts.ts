import { type Branches, message, type StaffAccount } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, invalid, type Result } from "../shared";
import { audit } from "./accountAudit";
import { administrator, isManaged, managedAccount, toStaffAccount } from "./accountViews";
import { branchesText, distinctBranches, unknownBranches } from "./createAccount";
import type { AccountDeps } from "./deps";
import { sendPasswordLinkMail } from "./passwordLinks";

/** GET /api/admin/accounts: every staff, reviewer and administrator account, by login. */
export async function listAccounts(deps: AccountDeps, actor: Actor): Result<StaffAccount[]> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const users = await deps.directory.listByRoles(["staff", "reviewer", "admin"]);
  return E.right(
    users
      .filter(isManaged)
      .map(toStaffAccount)
      .sort((a, b) => a.login.localeCompare(b.login)),
  );
}

/**
 * Disables or enables an account. Disabling ends its sessions at once (the store is told
 * after the flag is saved, so no sign-in slips in between); an administrator cannot disable
 * their own account, so that the portal never loses its last administrator by a slip.
 */
export async function setDisabled(
  deps: AccountDeps,
  actor: Actor,
  id: number,
  disabled: boolean,
): Result<StaffAccount> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const account = await managedAccount(deps, id);
  if (E.isLeft(account)) return account;
  if (disabled && account.right.id === admin.right.id) return E.left(invalid([message("cannotDisableSelf")]));
  const { disabled: _was, ...rest } = account.right;
  const changed = { ...rest, ...(disabled ? { disabled: true } : {}) };
  await deps.users.save(changed);
  if (disabled) await deps.sessions.destroyAllOf(changed.id);
  await audit(deps, disabled ? "disable" : "enable", changed, admin.right);
  return E.right(toStaffAccount(changed));
}

/** PUT /api/admin/accounts/:id/branches: the branches an account works on. */
export async function changeBranches(
  deps: AccountDeps,
  actor: Actor,
  id: number,
  branches: Branches,
): Result<StaffAccount> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const account = await managedAccount(deps, id);
  if (E.isLeft(account)) return account;
  const problems = await unknownBranches(deps, branches);
  if (problems.length > 0) return E.left(invalid(problems));
  const changed = { ...account.right, branches: distinctBranches(branches) };
  await deps.users.save(changed);
  await audit(deps, "branches", changed, admin.right, branchesText(changed.branches));
  return E.right(toStaffAccount(changed));
}

/** POST /api/admin/accounts/:id/password-link: a new set-password link; the ones before stop working. */
export async function resendPasswordLink(
  deps: AccountDeps,
  actor: Actor,
  id: number,
): Result<{ email: string }> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const account = await managedAccount(deps, id);
  if (E.isLeft(account)) return account;
  const email = await sendPasswordLinkMail(deps, account.right, "set");
  if (email === undefined) return E.left(invalid([message("accountHasNoEmail")]));
  await audit(deps, "send_link", account.right, admin.right, email);
  return E.right({ email });
}
