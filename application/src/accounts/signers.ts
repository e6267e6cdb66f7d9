import { message, type SignerAccount, type StaffAccount, normaliseSignerPosition } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  forbidden,
  invalid,
  personName,
  type Result,
  unauthenticated,
  type UserRecord,
} from "../shared";
import { audit } from "./accountAudit";
import { administrator, managedAccount, toStaffAccount } from "./accountViews";
import type { AccountDeps } from "./deps";

/**
 * Whether this account may authorise a certificate: an enabled staff account the
 * administrator made a signer. A record that was made a signer before its role changed, or
 * that is disabled, signs nothing.
 */
export const isSignerAccount = (user: UserRecord): user is UserRecord & { signer: { position: string } } =>
  user.role === "staff" && user.disabled !== true && user.signer !== undefined;

/** The account as the results form offers it: "Last First Middle" and the position. */
export const toSignerAccount = (user: UserRecord & { signer: { position: string } }): SignerAccount => ({
  id: user.id,
  name: personName(user),
  position: user.signer.position,
});

/**
 * PUT /api/admin/accounts/:id/signer: a position makes a staff account a signer (or changes
 * its position), null withdraws it. Only staff accounts sign; a position must say something.
 */
export async function changeSigner(
  deps: AccountDeps,
  actor: Actor,
  id: number,
  typed: string | null,
): Result<StaffAccount> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const account = await managedAccount(deps, id);
  if (E.isLeft(account)) return account;
  const position = typed === null ? null : normaliseSignerPosition(typed);
  if (position !== null && account.right.role !== "staff")
    return E.left(invalid([message("signerOnlyStaff")]));
  if (position === "") return E.left(invalid([message("signerPositionRequired")]));
  const { signer: _was, ...rest } = account.right;
  const changed = { ...rest, ...(position === null ? {} : { signer: { position } }) };
  await deps.users.save(changed);
  if (position === null) await audit(deps, "signer_removed", changed, admin.right);
  else await audit(deps, "signer", changed, admin.right, position);
  return E.right(toStaffAccount(changed));
}

/** GET /api/staff/signers: the enabled staff accounts that may sign, by name. */
export async function listSigners(deps: AccountDeps, actor: Actor): Result<SignerAccount[]> {
  if (!actor.user) return E.left(unauthenticated);
  if (actor.user.role !== "staff") return E.left(forbidden);
  const staff = await deps.directory.listByRoles(["staff"]);
  return E.right(
    staff
      .filter(isSignerAccount)
      .map(toSignerAccount)
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
  );
}
