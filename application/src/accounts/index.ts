/** The accounts module (staff, reviewer and administrator accounts; passwords by one-time links). */
export type { AccountUseCases } from "./AccountUseCases";
export type { NewAdministrator } from "./createAdministrator";
export type { AccountConfig, AccountDeps } from "./deps";
export { makeAccountUseCases } from "./makeAccountUseCases";
export * from "./ports/AccountAuditLog";
export * from "./ports/MailDelivery";
export * from "./ports/PasswordLinkRepository";
export { tokenHash } from "./passwordLinks";
export { isSignerAccount, toSignerAccount } from "./signers";
