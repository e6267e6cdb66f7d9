import type { NewAccount } from "@portal/domain/accounts/accountRequests";
import type { Branches } from "@portal/domain/accounts/staffAccount";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const accountRows = lazyTable(() => import("@portal/domain/accounts/api").then((m) => m.accountsApi));

/** The accounts' calls: the administrator's accounts and audit, and the passwords set by one-time links. */

export const listAccounts = () => callApi(http, accountRows, "list");
export const createAccount = (account: NewAccount) => callApi(http, accountRows, "create", { body: account });
export const disableAccount = (id: number) => callApi(http, accountRows, "disable", { params: { id } });
export const enableAccount = (id: number) => callApi(http, accountRows, "enable", { params: { id } });
export const changeBranches = (id: number, branches: Branches) =>
  callApi(http, accountRows, "changeBranches", { params: { id }, body: { branches } });
/** Makes a staff account a signer of certificates with this position; null withdraws it. */
export const changeSigner = (id: number, position: string | null) =>
  callApi(http, accountRows, "changeSigner", { params: { id }, body: { position } });
/** The enabled staff accounts that may sign, for the authoriser of a result. */
export const listSigners = () => callApi(http, accountRows, "signers");
/** Mails the account a new link to set its password; the links sent before stop working. */
export const sendPasswordLink = (id: number) => callApi(http, accountRows, "sendLink", { params: { id } });
/** A page of the audit, newest first; `before`, the `next` of the page before. */
export const auditPage = (before?: number) => callApi(http, accountRows, "audit", { query: { before } });

export const forgotPassword = (login: string) =>
  callApi(http, accountRows, "forgotPassword", { body: { login } });
export const setPassword = (token: string, password: string) =>
  callApi(http, accountRows, "setPassword", { body: { token, password } });
export const changePassword = (currentPassword: string, password: string) =>
  callApi(http, accountRows, "changePassword", { body: { current_password: currentPassword, password } });
