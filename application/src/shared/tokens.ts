/** Inversify tokens for every port, in one place (esbuild emits no decorator metadata). */
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
  RateLimiter: Symbol.for("RateLimiter"),
  IdempotencyStore: Symbol.for("IdempotencyStore"),
  CompanyRegistry: Symbol.for("CompanyRegistry"),
  ContractDocumentRenderer: Symbol.for("ContractDocumentRenderer"),
  Clock: Symbol.for("Clock"),
  IdGenerator: Symbol.for("IdGenerator"),
  PasswordHasher: Symbol.for("PasswordHasher"),
  /** Starts and stops connections of the chosen adapters. */
  Lifecycle: Symbol.for("Lifecycle"),
} as const;
