import type {
  AuditPage,
  Branches,
  ChangePasswordRequest,
  ForgotPasswordRequest,
  NewAccount,
  SetPasswordRequest,
  SignerAccount,
  StaffAccount,
} from "@portal/domain";
import type { Actor, Result } from "../shared";
import type { NewAdministrator } from "./createAdministrator";

/**
 * The accounts of staff, reviewers and administrators, managed by an administrator, and
 * their passwords, set through one-time links sent by e-mail.
 */
export interface AccountUseCases {
  listAccounts(actor: Actor): Result<StaffAccount[]>;
  createAccount(actor: Actor, input: NewAccount): Result<{ account: StaffAccount; email: string }>;
  disableAccount(actor: Actor, id: number): Result<StaffAccount>;
  enableAccount(actor: Actor, id: number): Result<StaffAccount>;
  changeBranches(actor: Actor, id: number, branches: Branches): Result<StaffAccount>;
  /** A position makes a staff account a signer of certificates; null withdraws it. */
  changeSigner(actor: Actor, id: number, position: string | null): Result<StaffAccount>;
  /** The enabled staff accounts that may sign, for staff choosing a result's authoriser. */
  listSigners(actor: Actor): Result<SignerAccount[]>;
  resendPasswordLink(actor: Actor, id: number): Result<{ email: string }>;
  auditPage(actor: Actor, before?: number): Result<AuditPage>;
  /** Answers how many accounts were mailed (never told to the caller). */
  forgotPassword(request: ForgotPasswordRequest): Promise<number>;
  setPassword(request: SetPasswordRequest): Result<void>;
  /** `sessionId`: the session asking, which stays signed in. */
  changePassword(actor: Actor, sessionId: string | undefined, request: ChangePasswordRequest): Result<void>;
  /** The command line's: an administrator with a set-password link to print (no HTTP call makes it). */
  createAdministrator(
    input: NewAdministrator,
  ): Result<{ account: StaffAccount; link: string; hours: number }>;
}
