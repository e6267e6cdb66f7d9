import type { PasswordHasher, SessionStore } from "../identity";
import type { MailOutbox } from "../notifications";
import type { AccountDirectory, Clock, IdGenerator, LookupCatalogue, UserRepository } from "../shared";
import type { AccountAuditLog } from "./ports/AccountAuditLog";
import type { MailDelivery } from "./ports/MailDelivery";
import type { PasswordLinkRepository } from "./ports/PasswordLinkRepository";

export interface AccountConfig {
  /** The portal's public address, which the links in the mail start with. */
  readonly baseUrl: string;
}

/** The ports the accounts module needs. */
export interface AccountDeps {
  readonly users: UserRepository;
  readonly directory: AccountDirectory;
  readonly links: PasswordLinkRepository;
  readonly audit: AccountAuditLog;
  readonly sessions: SessionStore;
  readonly passwords: PasswordHasher;
  readonly outbox: MailOutbox;
  readonly delivery: MailDelivery;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: AccountConfig;
}
