import { auditPage } from "./accountAudit";
import type { AccountUseCases } from "./AccountUseCases";
import { createAccount } from "./createAccount";
import { createAdministrator } from "./createAdministrator";
import type { AccountDeps } from "./deps";
import { changeBranches, listAccounts, resendPasswordLink, setDisabled } from "./manageAccounts";
import { changePassword, forgotPassword, setPassword } from "./passwords";
import { changeSigner, listSigners } from "./signers";

export function makeAccountUseCases(deps: AccountDeps): AccountUseCases {
  return {
    listAccounts: (actor) => listAccounts(deps, actor),
    createAccount: (actor, input) => createAccount(deps, actor, input),
    disableAccount: (actor, id) => setDisabled(deps, actor, id, true),
    enableAccount: (actor, id) => setDisabled(deps, actor, id, false),
    changeBranches: (actor, id, branches) => changeBranches(deps, actor, id, branches),
    changeSigner: (actor, id, position) => changeSigner(deps, actor, id, position),
    listSigners: (actor) => listSigners(deps, actor),
    resendPasswordLink: (actor, id) => resendPasswordLink(deps, actor, id),
    auditPage: (actor, before) => auditPage(deps, actor, before),
    forgotPassword: (request) => forgotPassword(deps, request),
    setPassword: (request) => setPassword(deps, request),
    changePassword: (actor, sessionId, request) => changePassword(deps, actor, sessionId, request),
    createAdministrator: (input) => createAdministrator(deps, input),
  };
}
