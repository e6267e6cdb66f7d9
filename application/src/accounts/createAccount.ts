import {
  type Branches,
  isValidLogin,
  type Message,
  message,
  type NewAccount,
  normaliseLogin,
  type StaffAccount,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { type Actor, conflict, invalid, type Result, type UserRecord } from "../shared";
import { audit } from "./accountAudit";
import { administrator, toStaffAccount } from "./accountViews";
import type { AccountDeps } from "./deps";
import { sendPasswordLinkMail } from "./passwordLinks";

/** Each branch id that names no branch of the catalogue, as a message. */
export async function unknownBranches(
  deps: Pick<AccountDeps, "catalogue">,
  branches: Branches,
): Promise<Message[]> {
  if (branches === "all") return [];
  if (branches.length === 0) return [message("branchesRequired")];
  const known = new Set((await deps.catalogue.branches("uz")).map((branch) => branch.id));
  return [...new Set(branches)].filter((id) => !known.has(id)).map((id) => message("branchUnknown", { id }));
}

/** A branch list kept once each, in order. */
export const distinctBranches = (branches: Branches): Branches =>
  branches === "all" ? "all" : [...new Set(branches)].sort((a, b) => a - b);

/**
 * POST /api/admin/accounts: checks everything before writing anything, then makes the account
 * (the login's unique index decides between two at once), mails its set-password link and
 * records the action. The account has no password until the link is used.
 */
export async function createAccount(
  deps: AccountDeps,
  actor: Actor,
  input: NewAccount,
): Result<{ account: StaffAccount; email: string }> {
  const admin = administrator(actor);
  if (E.isLeft(admin)) return admin;
  const login = normaliseLogin(input.login);
  const problems = [
    ...(isValidLogin(login) ? [] : [message("loginInvalid")]),
    ...(input.first_name === "" ? [message("firstNameRequired")] : []),
    ...(input.last_name === "" ? [message("lastNameRequired")] : []),
    ...(await unknownBranches(deps, input.branches)),
  ];
  if (problems.length > 0) return E.left(invalid(problems));
  if (await deps.users.findByLogin(login)) return E.left(conflict(message("loginTaken")));
  const created = await deps.users.create({
    login,
    password_hash: "",
    role: input.role,
    corporate: 0,
    discount: "0",
    info: {
      first_name: input.first_name,
      last_name: input.last_name,
      middle_name: input.middle_name ?? "",
      tin: "",
      phone: "",
      email: input.email,
    },
    branches: distinctBranches(input.branches),
  });
  if (created === "login-taken") return E.left(conflict(message("loginTaken")));
  const user = created as UserRecord & { role: NewAccount["role"] };
  await audit(deps, "create", user, admin.right, `${input.role}; ${branchesText(user.branches)}`);
  const email = (await sendPasswordLinkMail(deps, user, "set")) ?? input.email;
  await audit(deps, "send_link", user, admin.right, email);
  return E.right({ account: toStaffAccount(user), email });
}

/** Branches as the audit writes them. */
export const branchesText = (branches: UserRecord["branches"]): string =>
  branches === undefined || branches === "all" ? "branches: all" : `branches: ${branches.join(", ")}`;
