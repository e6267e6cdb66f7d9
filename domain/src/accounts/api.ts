import * as t from "io-ts";
import { ADMINS, ANYONE, apiCall, PASSWORD_ROLES, type UserRole } from "../shared/api";
import { Id } from "../shared/primitives";
import { AuditPage, AuditQuery } from "./accountAudit";
import {
  BranchesChange,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  NewAccount,
  SetPasswordRequest,
} from "./accountRequests";
import { SignerAccount, SignerChange } from "./signers";
import { StaffAccount } from "./staffAccount";

const Done = t.strict({ status: t.literal(true), message: t.string });
const AccountAnswer = t.strict({ status: t.literal(true), message: t.string, data: StaffAccount });
const AccountId = t.strict({ id: Id });
/** Staff pick a certificate's authoriser among the signers when they record results. */
const RECORDERS: readonly UserRole[] = ["staff"];

/**
 * The accounts module's calls (docs/architecture.md, "Adding a call"): the administrator's
 * accounts of staff, reviewers and administrators and their audit, and which staff accounts may
 * sign certificates; and the passwords of those accounts, set through one-time links sent by e-mail.
 */
export const accountsApi = {
  list: apiCall({
    method: "GET",
    path: "/api/admin/accounts",
    summary: "Every staff, reviewer and administrator account, by login",
    audience: ADMINS,
    answer: t.strict({ data: t.array(StaffAccount) }),
  }),
  create: apiCall({
    method: "POST",
    path: "/api/admin/accounts",
    summary:
      "A new staff, reviewer or administrator account, without a password: a one-time link to set it is mailed to its address (72 hours)",
    audience: ADMINS,
    body: NewAccount,
    answer: AccountAnswer,
    failures: ["Malformed", "Invalid", "Conflict"],
    statusStyle: "boolean",
  }),
  disable: apiCall({
    method: "POST",
    path: "/api/admin/accounts/:id/disable",
    summary: "Disable an account: it can no longer sign in, and its sessions end at once",
    audience: ADMINS,
    params: AccountId,
    answer: AccountAnswer,
    failures: ["NotFound", "Invalid"],
    statusStyle: "boolean",
  }),
  enable: apiCall({
    method: "POST",
    path: "/api/admin/accounts/:id/enable",
    summary: "Enable a disabled account again",
    audience: ADMINS,
    params: AccountId,
    answer: AccountAnswer,
    failures: ["NotFound"],
    statusStyle: "boolean",
  }),
  changeBranches: apiCall({
    method: "PUT",
    path: "/api/admin/accounts/:id/branches",
    summary: "The branches whose appeals an account works on: branch ids, or all",
    audience: ADMINS,
    params: AccountId,
    body: BranchesChange,
    answer: AccountAnswer,
    failures: ["Malformed", "NotFound", "Invalid"],
    statusStyle: "boolean",
  }),
  changeSigner: apiCall({
    method: "PUT",
    path: "/api/admin/accounts/:id/signer",
    summary:
      "Allow a staff account to sign certificates, with the position printed under its name (as typed), or withdraw it (position null)",
    audience: ADMINS,
    params: AccountId,
    body: SignerChange,
    answer: AccountAnswer,
    failures: ["Malformed", "NotFound", "Invalid"],
    statusStyle: "boolean",
  }),
  signers: apiCall({
    method: "GET",
    path: "/api/staff/signers",
    summary:
      "The enabled staff accounts allowed to sign certificates, by name: the authorisers a result may name",
    audience: RECORDERS,
    answer: t.strict({ data: t.array(SignerAccount) }),
  }),
  sendLink: apiCall({
    method: "POST",
    path: "/api/admin/accounts/:id/password-link",
    summary:
      "Mail the account a new one-time link to set its password (72 hours); the links sent before stop working",
    audience: ADMINS,
    params: AccountId,
    answer: Done,
    failures: ["NotFound", "Invalid"],
    statusStyle: "boolean",
  }),
  audit: apiCall({
    method: "GET",
    path: "/api/admin/accounts/audit",
    summary: "The account actions, newest first: who did what to whose account, when (50 a page)",
    audience: ADMINS,
    query: AuditQuery,
    answer: AuditPage,
    failures: ["Malformed"],
  }),
  forgotPassword: apiCall({
    method: "POST",
    path: "/auth/password/forgot",
    summary:
      "Ask for a password reset by login or e-mail: always the same answer; an enabled staff, reviewer or administrator account with an address is mailed a one-time link (1 hour)",
    audience: ANYONE,
    body: ForgotPasswordRequest,
    answer: Done,
    failures: ["Malformed", "TooMany"],
    statusStyle: "boolean",
  }),
  setPassword: apiCall({
    method: "POST",
    path: "/auth/password/set",
    summary:
      "Set a password with a one-time link's token: the link is used up, the links before it too, and every session of the account ends",
    audience: ANYONE,
    body: SetPasswordRequest,
    answer: Done,
    failures: ["Malformed", "Invalid", "TooMany"],
    statusStyle: "boolean",
  }),
  changePassword: apiCall({
    method: "POST",
    path: "/auth/password/change",
    summary: "Change one's own password with the current one: the account's other sessions end",
    audience: PASSWORD_ROLES,
    body: ChangePasswordRequest,
    answer: Done,
    failures: ["Malformed", "Invalid", "TooMany"],
    statusStyle: "boolean",
  }),
};
