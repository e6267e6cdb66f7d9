/**
 * Inversify tokens for every port and every module's use cases, in one place (esbuild
 * emits no decorator metadata). Symbols only: the application knows no container.
 */
export const TOKENS = {
  AppealRepository: Symbol.for("AppealRepository"),
  ContractRepository: Symbol.for("ContractRepository"),
  SelfDeviceRepository: Symbol.for("SelfDeviceRepository"),
  RequisiteRepository: Symbol.for("RequisiteRepository"),
  CabinetAccountRepository: Symbol.for("CabinetAccountRepository"),
  UserRepository: Symbol.for("UserRepository"),
  LookupCatalogue: Symbol.for("LookupCatalogue"),
  FeedbackRepository: Symbol.for("FeedbackRepository"),
  UploadRepository: Symbol.for("UploadRepository"),
  FileStore: Symbol.for("FileStore"),
  SessionStore: Symbol.for("SessionStore"),
  OneIdStates: Symbol.for("OneIdStates"),
  OneIdGateway: Symbol.for("OneIdGateway"),
  // The HTTP adapter's ports (adapters/http/src/ports), which the key-value adapters implement.
  RateLimiter: Symbol.for("RateLimiter"),
  IdempotencyStore: Symbol.for("IdempotencyStore"),
  CompanyRegistry: Symbol.for("CompanyRegistry"),
  ContractDocumentRenderer: Symbol.for("ContractDocumentRenderer"),
  ResultRepository: Symbol.for("ResultRepository"),
  ReceiptRepository: Symbol.for("ReceiptRepository"),
  IssuedFileRepository: Symbol.for("IssuedFileRepository"),
  PaymentRepository: Symbol.for("PaymentRepository"),
  CertificateRenderer: Symbol.for("CertificateRenderer"),
  /** The lab's signature of its certificates: bound by the signing adapter (adapters/signing). */
  CertificateSigner: Symbol.for("CertificateSigner"),
  RandomSource: Symbol.for("RandomSource"),
  /** The lab's reference standards: bound by the persistence adapters, used by standards, results and the reminders. */
  StandardRepository: Symbol.for("StandardRepository"),
  /** What `complete` asks first: bound by the results module, used by the appeals module. */
  AppealCompletionCheck: Symbol.for("AppealCompletionCheck"),
  /** Who hears of an appeal's steps: bound by the notifications module, used by appeals and contracts. */
  AppealEvents: Symbol.for("AppealEvents"),
  Clock: Symbol.for("Clock"),
  // The notifications module's ports (issue 15)
  NotificationRepository: Symbol.for("NotificationRepository"),
  NotificationSettingsRepository: Symbol.for("NotificationSettingsRepository"),
  MailOutbox: Symbol.for("MailOutbox"),
  MailSender: Symbol.for("MailSender"),
  UnsubscribeTokens: Symbol.for("UnsubscribeTokens"),
  ReminderRuns: Symbol.for("ReminderRuns"),
  IdGenerator: Symbol.for("IdGenerator"),
  PasswordHasher: Symbol.for("PasswordHasher"),
  /** Starts and stops connections of the chosen adapters. */
  Lifecycle: Symbol.for("Lifecycle"),
  /** Asks each configured service whether it answers (GET /readyz); one per adapter of a service. */
  ReadinessCheck: Symbol.for("ReadinessCheck"),
  // The use cases of each module, bound by the composition root's module of the same name.
  IdentityUseCases: Symbol.for("IdentityUseCases"),
  AppealUseCases: Symbol.for("AppealUseCases"),
  ContractUseCases: Symbol.for("ContractUseCases"),
  CabinetUseCases: Symbol.for("CabinetUseCases"),
  RegisterUseCases: Symbol.for("RegisterUseCases"),
  FeedbackUseCases: Symbol.for("FeedbackUseCases"),
  CatalogueUseCases: Symbol.for("CatalogueUseCases"),
  NotificationUseCases: Symbol.for("NotificationUseCases"),
  /** The daily reminder run and its mail delivery, driven by the server's scheduler. */
  ReminderJob: Symbol.for("ReminderJob"),
  ResultsUseCases: Symbol.for("ResultsUseCases"),
  PaymentsUseCases: Symbol.for("PaymentsUseCases"),
  StandardsUseCases: Symbol.for("StandardsUseCases"),
  // The accounts module's ports and use cases
  AccountDirectory: Symbol.for("AccountDirectory"),
  PasswordLinkRepository: Symbol.for("PasswordLinkRepository"),
  AccountAuditLog: Symbol.for("AccountAuditLog"),
  AccountUseCases: Symbol.for("AccountUseCases"),
} as const;
