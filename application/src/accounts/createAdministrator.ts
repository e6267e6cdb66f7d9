import { isValidLogin, isWellFormedEmail, message, normaliseLogin, type StaffAccount } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { conflict, invalid, type Result, type UserRecord } from "../shared";
import { audit } from "./accountAudit";
import { toStaffAccount } from "./accountViews";
import type { AccountDeps } from "./deps";
import { issuePasswordLink } from "./passwordLinks";

export interface NewAdministrator {
  readonly login: string;
  readonly email: string;
  readonly first_name?: string;
  readonly last_name?: string;
}

/**
 * `npm run admin -- create`: an administrator made from the command line, by whoever runs
 * the server's configuration (the first one, on an empty database). Its set-password link is
 * answered, to be printed, not mailed: the mail server may not be set up yet.
 */
export async function createAdministrator(
  deps: AccountDeps,
  input: NewAdministrator,
): Result<{ account: StaffAccount; link: string; hours: number }> {
  const login = normaliseLogin(input.login);
  const problems = [
    ...(isValidLogin(login) ? [] : [message("loginInvalid")]),
    ...(isWellFormedEmail(input.email) ? [] : [message("emailInvalid")]),
  ];
  if (problems.length > 0) return E.left(invalid(problems));
  if (await deps.users.findByLogin(login)) return E.left(conflict(message("loginTaken")));
  const created = await deps.users.create({
    login,
    password_hash: "",
    role: "admin",
    corporate: 0,
    discount: "0",
    info: {
      first_name: input.first_name?.trim() || "Administrator",
      last_name: input.last_name?.trim() ?? "",
      middle_name: "",
      tin: "",
      phone: "",
      email: input.email.trim(),
    },
    branches: "all",
  });
  if (created === "login-taken") return E.left(conflict(message("loginTaken")));
  const user = created as UserRecord & { role: "admin" };
  await audit(deps, "create", user, undefined, "admin; command line");
  const { url, hours } = await issuePasswordLink(deps, user, "set");
  return E.right({ account: toStaffAccount(user), link: url, hours });
}
