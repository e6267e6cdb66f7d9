export { SEED, type SeedData } from "./catalogue/seedData";
export { SeedCompanyRegistry } from "./catalogue/SeedCompanyRegistry";
export { SeedLookupCatalogue } from "./catalogue/SeedLookupCatalogue";
export { COLLECTIONS, INDEXES } from "./collections";
export * from "./document/DocumentCollection";
export {
  MONGO_CLIENT_OPTIONS,
  MongoCollection,
  MongoDocumentStore,
  type MongoStoreOptions,
} from "./document/MongoCollection";
export { translateMongoError } from "./document/mongoErrors";
export { NedbCollection, NedbDocumentStore } from "./document/NedbCollection";
export * from "./keyvalue/index";
export {
  type EmbeddedPersistenceOptions,
  embeddedPersistenceModule,
  type MongoPersistenceOptions,
  mongoPersistenceModule,
  type PersistenceModuleOptions,
} from "./modules";
export { PersistenceLifecycle } from "./PersistenceLifecycle";
export { createIndexes, createRepositories, type PersistenceRepositories } from "./repositories";
export { type AppealRevision, AppealRevisions, REVISION_LEASE_MS } from "./repositories/AppealRevisions";
export { DocumentAppealRepository } from "./repositories/DocumentAppealRepository";
export { DocumentCabinetAccountRepository } from "./repositories/DocumentCabinetAccountRepository";
export { DocumentContractRepository } from "./repositories/DocumentContractRepository";
export { DocumentFeedbackRepository } from "./repositories/DocumentFeedbackRepository";
export { DocumentMailOutbox } from "./repositories/DocumentMailOutbox";
export {
  DocumentNotificationRepository,
  DocumentNotificationSettingsRepository,
  DocumentReminderRuns,
} from "./repositories/DocumentNotificationRepository";
export { DocumentIdGenerator, type IdClaim } from "./repositories/DocumentIdGenerator";
export { DocumentResultRepository } from "./repositories/DocumentResultRepository";
export { DocumentRequisiteRepository } from "./repositories/DocumentRequisiteRepository";
export { DocumentSelfDeviceRepository } from "./repositories/DocumentSelfDeviceRepository";
export { DocumentStandardRepository, standardKey } from "./repositories/DocumentStandardRepository";
export { DocumentUploadRepository } from "./repositories/DocumentUploadRepository";
export { DocumentUserRepository } from "./repositories/DocumentUserRepository";
export { MAX_PAGE_SIZE } from "./repositories/paging";
export type { GateLimits } from "./BoundedGate";
export { DEFAULT_HASHING_GATE, DEFAULT_SCRYPT, ScryptPasswordHasher } from "./ScryptPasswordHasher";
export {
  DEFAULT_DEMO_PASSWORD,
  SEED_SEQUENCES,
  type SeedOptions,
  type SeedReport,
  seedDatabase,
} from "./seed";
