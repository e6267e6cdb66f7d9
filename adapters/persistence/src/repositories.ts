import type { AppealRecord, YearlyContractRecord } from "@portal/application";
import { SeedCompanyRegistry } from "./catalogue/SeedCompanyRegistry";
import { SeedLookupCatalogue } from "./catalogue/SeedLookupCatalogue";
import { COLLECTIONS, INDEXES } from "./collections";
import type { DocumentCollection, DocumentStore } from "./document/DocumentCollection";
import { AppealRevisions } from "./repositories/AppealRevisions";
import { DocumentAppealRepository } from "./repositories/DocumentAppealRepository";
import { DocumentCabinetAccountRepository } from "./repositories/DocumentCabinetAccountRepository";
import { DocumentContractRepository } from "./repositories/DocumentContractRepository";
import { DocumentFeedbackRepository } from "./repositories/DocumentFeedbackRepository";
import { DocumentIdGenerator } from "./repositories/DocumentIdGenerator";
import { DocumentRequisiteRepository } from "./repositories/DocumentRequisiteRepository";
import { DocumentSelfDeviceRepository } from "./repositories/DocumentSelfDeviceRepository";
import { DocumentUploadRepository } from "./repositories/DocumentUploadRepository";
import { DocumentUserRepository } from "./repositories/DocumentUserRepository";

/** Every adapter of this package over one document store, embedded or MongoDB. */
export interface PersistenceRepositories {
  readonly appeals: DocumentAppealRepository;
  readonly contracts: DocumentContractRepository;
  readonly selfDevices: DocumentSelfDeviceRepository;
  readonly requisites: DocumentRequisiteRepository;
  readonly cabinetAccounts: DocumentCabinetAccountRepository;
  readonly users: DocumentUserRepository;
  readonly feedback: DocumentFeedbackRepository;
  readonly uploads: DocumentUploadRepository;
  readonly ids: DocumentIdGenerator;
  readonly catalogue: SeedLookupCatalogue;
  readonly companies: SeedCompanyRegistry;
  readonly yearlyContracts: DocumentCollection<YearlyContractRecord>;
}

/** Builds the repositories; nothing touches the store until it is opened. */
export function createRepositories(store: DocumentStore): PersistenceRepositories {
  const yearlyContracts = store.collection<YearlyContractRecord>(COLLECTIONS.yearlyContracts);
  const appeals = store.collection<AppealRecord>(COLLECTIONS.appeals);
  const revisions = new AppealRevisions(store.collection(COLLECTIONS.appealRevisions), appeals);
  return {
    appeals: new DocumentAppealRepository(
      appeals,
      revisions,
      store.collection(COLLECTIONS.appealSubmissions),
    ),
    contracts: new DocumentContractRepository(store.collection(COLLECTIONS.contracts)),
    selfDevices: new DocumentSelfDeviceRepository(store.collection(COLLECTIONS.selfDevices)),
    requisites: new DocumentRequisiteRepository(store.collection(COLLECTIONS.requisites)),
    cabinetAccounts: new DocumentCabinetAccountRepository(
      store.collection(COLLECTIONS.cabinetAccounts),
      store.collection(COLLECTIONS.activeCabinetAccounts),
    ),
    users: new DocumentUserRepository(store.collection(COLLECTIONS.users)),
    feedback: new DocumentFeedbackRepository(store.collection(COLLECTIONS.feedback)),
    uploads: new DocumentUploadRepository(store.collection(COLLECTIONS.uploads)),
    ids: new DocumentIdGenerator(store.collection(COLLECTIONS.idClaims), store.groupsWrites),
    catalogue: new SeedLookupCatalogue(yearlyContracts),
    companies: new SeedCompanyRegistry(),
    yearlyContracts,
  };
}

/** Creates every index; safe to run at every start. */
export async function createIndexes(store: DocumentStore): Promise<void> {
  for (const [name, indexes] of Object.entries(INDEXES)) {
    const collection = store.collection(name);
    for (const index of indexes) await collection.createIndex(index);
  }
}
