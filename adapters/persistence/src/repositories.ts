import type { AppealRecord, YearlyContractRecord } from "@portal/application";
import { SeedCompanyRegistry } from "./catalogue/SeedCompanyRegistry";
import { SeedLookupCatalogue } from "./catalogue/SeedLookupCatalogue";
import { COLLECTIONS, INDEXES } from "./collections";
import type { DocumentCollection, DocumentStore } from "./document/DocumentCollection";
import { AppealRevisions } from "./repositories/AppealRevisions";
import { DocumentAccountAuditLog } from "./repositories/DocumentAccountAuditLog";
import { DocumentAccountDirectory } from "./repositories/DocumentAccountDirectory";
import { DocumentAppealRepository } from "./repositories/DocumentAppealRepository";
import { DocumentCabinetAccountRepository } from "./repositories/DocumentCabinetAccountRepository";
import { DocumentContractRepository } from "./repositories/DocumentContractRepository";
import { DocumentFeedbackRepository } from "./repositories/DocumentFeedbackRepository";
import { DocumentMailOutbox } from "./repositories/DocumentMailOutbox";
import {
  DocumentNotificationRepository,
  DocumentNotificationSettingsRepository,
  DocumentReminderRuns,
} from "./repositories/DocumentNotificationRepository";
import { DocumentIdGenerator } from "./repositories/DocumentIdGenerator";
import { DocumentPasswordLinkRepository } from "./repositories/DocumentPasswordLinkRepository";
import { DocumentPaymentRepository } from "./repositories/DocumentPaymentRepository";
import { DocumentIssuedFileRepository } from "./repositories/DocumentIssuedFileRepository";
import { DocumentReceiptRepository } from "./repositories/DocumentReceiptRepository";
import { DocumentResultRepository } from "./repositories/DocumentResultRepository";
import { DocumentRequisiteRepository } from "./repositories/DocumentRequisiteRepository";
import { NedbDocumentStore } from "./document/NedbCollection";
import { DocumentSelfDeviceRepository } from "./repositories/DocumentSelfDeviceRepository";
import { DocumentStandardRepository } from "./repositories/DocumentStandardRepository";
import { IndexedSelfDeviceRepository } from "./repositories/IndexedSelfDeviceRepository";
import { DocumentUploadRepository } from "./repositories/DocumentUploadRepository";
import { DocumentUserRepository } from "./repositories/DocumentUserRepository";

/** Every adapter of this package over one document store, embedded or MongoDB. */
export interface PersistenceRepositories {
  readonly appeals: DocumentAppealRepository;
  readonly contracts: DocumentContractRepository;
  /** On the embedded profile the register's order is also kept in memory (IndexedSelfDeviceRepository). */
  readonly selfDevices: DocumentSelfDeviceRepository | IndexedSelfDeviceRepository;
  readonly results: DocumentResultRepository;
  readonly receipts: DocumentReceiptRepository;
  readonly issuedFiles: DocumentIssuedFileRepository;
  readonly requisites: DocumentRequisiteRepository;
  readonly cabinetAccounts: DocumentCabinetAccountRepository;
  readonly users: DocumentUserRepository;
  readonly feedback: DocumentFeedbackRepository;
  readonly uploads: DocumentUploadRepository;
  readonly ids: DocumentIdGenerator;
  readonly catalogue: SeedLookupCatalogue;
  readonly companies: SeedCompanyRegistry;
  readonly yearlyContracts: DocumentCollection<YearlyContractRecord>;
  readonly notifications: DocumentNotificationRepository;
  readonly notificationSettings: DocumentNotificationSettingsRepository;
  readonly mailOutbox: DocumentMailOutbox;
  readonly reminderRuns: DocumentReminderRuns;
  readonly accountDirectory: DocumentAccountDirectory;
  readonly passwordLinks: DocumentPasswordLinkRepository;
  readonly accountAudit: DocumentAccountAuditLog;
  readonly payments: DocumentPaymentRepository;
  readonly standards: DocumentStandardRepository;
}

/** Builds the repositories; nothing touches the store until it is opened. */
export function createRepositories(store: DocumentStore): PersistenceRepositories {
  const yearlyContracts = store.collection<YearlyContractRecord>(COLLECTIONS.yearlyContracts);
  const appeals = store.collection<AppealRecord>(COLLECTIONS.appeals);
  const revisions = new AppealRevisions(store.collection(COLLECTIONS.appealRevisions), appeals);
  const ids = new DocumentIdGenerator(store.collection(COLLECTIONS.idClaims), store.groupsWrites);
  return {
    appeals: new DocumentAppealRepository(
      appeals,
      revisions,
      store.collection(COLLECTIONS.appealSubmissions),
    ),
    contracts: new DocumentContractRepository(store.collection(COLLECTIONS.contracts)),
    selfDevices: selfDevicesOf(store),
    results: new DocumentResultRepository(
      store.collection(COLLECTIONS.instrumentResults),
      store.collection(COLLECTIONS.certificateNumbers),
    ),
    receipts: new DocumentReceiptRepository(store.collection(COLLECTIONS.instrumentReceipts)),
    issuedFiles: new DocumentIssuedFileRepository(store.collection(COLLECTIONS.issuedCertificateFiles)),
    requisites: new DocumentRequisiteRepository(store.collection(COLLECTIONS.requisites)),
    cabinetAccounts: new DocumentCabinetAccountRepository(
      store.collection(COLLECTIONS.cabinetAccounts),
      store.collection(COLLECTIONS.activeCabinetAccounts),
    ),
    users: new DocumentUserRepository(store.collection(COLLECTIONS.users), ids),
    feedback: new DocumentFeedbackRepository(store.collection(COLLECTIONS.feedback)),
    uploads: new DocumentUploadRepository(store.collection(COLLECTIONS.uploads)),
    ids,
    catalogue: new SeedLookupCatalogue(yearlyContracts),
    companies: new SeedCompanyRegistry(),
    yearlyContracts,
    notifications: new DocumentNotificationRepository(store.collection(COLLECTIONS.notifications)),
    notificationSettings: new DocumentNotificationSettingsRepository(
      store.collection(COLLECTIONS.notificationSettings),
    ),
    mailOutbox: new DocumentMailOutbox(
      store.collection(COLLECTIONS.mailOutbox),
      store.collection(COLLECTIONS.mailClaims),
    ),
    reminderRuns: new DocumentReminderRuns(store.collection(COLLECTIONS.reminderRuns)),
    accountDirectory: new DocumentAccountDirectory(store.collection(COLLECTIONS.users)),
    passwordLinks: new DocumentPasswordLinkRepository(
      store.collection(COLLECTIONS.passwordLinks),
      store.collection(COLLECTIONS.passwordLinkUses),
    ),
    accountAudit: new DocumentAccountAuditLog(store.collection(COLLECTIONS.accountAudit)),
    payments: new DocumentPaymentRepository(
      store.collection(COLLECTIONS.payments),
      store.collection(COLLECTIONS.paymentClaims),
    ),
    standards: new DocumentStandardRepository(
      store.collection(COLLECTIONS.standards),
      store.collection(COLLECTIONS.standardKeys),
    ),
  };
}

/** Creates every index; safe to run at every start. */
export async function createIndexes(store: DocumentStore): Promise<void> {
  for (const [name, indexes] of Object.entries(INDEXES)) {
    const collection = store.collection(name);
    for (const index of indexes) await collection.createIndex(index);
  }
}

/**
 * The register's repository: on the embedded store, which only this process writes, with each
 * customer's entries also kept in order in memory, so the register page stays fast with
 * thousands of entries (NeDB sorts a whole result in memory for every query).
 */
function selfDevicesOf(store: DocumentStore) {
  const documents = new DocumentSelfDeviceRepository(store.collection(COLLECTIONS.selfDevices));
  return store instanceof NedbDocumentStore ? new IndexedSelfDeviceRepository(documents) : documents;
}
