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
  // The HTTP adapter's ports (adapters/http/src/ports), which the key-value adapters implement.
  RateLimiter: Symbol.for("RateLimiter"),
  IdempotencyStore: Symbol.for("IdempotencyStore"),
  CompanyRegistry: Symbol.for("CompanyRegistry"),
  ContractDocumentRenderer: Symbol.for("ContractDocumentRenderer"),
  Clock: Symbol.for("Clock"),
  IdGenerator: Symbol.for("IdGenerator"),
  PasswordHasher: Symbol.for("PasswordHasher"),
  /** Starts and stops connections of the chosen adapters. */
  Lifecycle: Symbol.for("Lifecycle"),
  // The use cases of each module, bound by the composition root's module of the same name.
  IdentityUseCases: Symbol.for("IdentityUseCases"),
  AppealUseCases: Symbol.for("AppealUseCases"),
  ContractUseCases: Symbol.for("ContractUseCases"),
  CabinetUseCases: Symbol.for("CabinetUseCases"),
  RegisterUseCases: Symbol.for("RegisterUseCases"),
  FeedbackUseCases: Symbol.for("FeedbackUseCases"),
  CatalogueUseCases: Symbol.for("CatalogueUseCases"),
} as const;
