import { type ReadinessCheck, TOKENS } from "@portal/application";
import { ContainerModule } from "inversify";
import type { DocumentStore } from "./document/DocumentCollection";
import { MongoDocumentStore, type MongoStoreOptions } from "./document/MongoCollection";
import { NedbDocumentStore } from "./document/NedbCollection";
import { PersistenceLifecycle } from "./PersistenceLifecycle";
import { createRepositories } from "./repositories";
import type { GateLimits } from "./BoundedGate";
import { DEFAULT_SCRYPT, ScryptPasswordHasher } from "./ScryptPasswordHasher";

export interface PersistenceModuleOptions {
  /** Seed the demo accounts (development, tests); false or absent in production. */
  readonly demoAccounts?: boolean;
  readonly demoPassword?: string;
  /** Password derivations at once and waiting (DEFAULT_HASHING_GATE when absent). */
  readonly passwordHashing?: GateLimits;
  /** scrypt's cost as log2 N for new hashes (DEFAULT_SCRYPT's when absent). */
  readonly passwordCost?: number;
}

export interface EmbeddedPersistenceOptions extends PersistenceModuleOptions {
  /** Where the NeDB files live; ./data by default. */
  readonly dataDir?: string;
}

export interface MongoPersistenceOptions extends PersistenceModuleOptions, MongoStoreOptions {}

/** Repositories in NeDB files: the default profile, nothing to install. */
export function embeddedPersistenceModule(options: EmbeddedPersistenceOptions = {}): ContainerModule {
  return persistenceModule(() => new NedbDocumentStore(options.dataDir ?? "./data"), options);
}

/** Repositories on a MongoDB-protocol server (MongoDB, FerretDB v1): the production profile. */
export function mongoPersistenceModule(options: MongoPersistenceOptions): ContainerModule {
  return persistenceModule(() => new MongoDocumentStore(options), options);
}

/**
 * Binds every persistence port, the password hasher and a Lifecycle that opens the
 * store. Other adapter packages bind Lifecycle too: resolve it with getAll.
 */
function persistenceModule(makeStore: () => DocumentStore, options: PersistenceModuleOptions) {
  return new ContainerModule(({ bind }) => {
    const store = makeStore();
    const repositories = createRepositories(store);
    const hasher = new ScryptPasswordHasher(
      options.passwordCost ? { ...DEFAULT_SCRYPT, N: 2 ** options.passwordCost } : DEFAULT_SCRYPT,
      options.passwordHashing,
    );
    const seed = options.demoAccounts
      ? {
          hasher,
          demoAccounts: true,
          ...(options.demoPassword ? { demoPassword: options.demoPassword } : {}),
        }
      : undefined;
    bind(TOKENS.AppealRepository).toConstantValue(repositories.appeals);
    bind(TOKENS.ContractRepository).toConstantValue(repositories.contracts);
    bind(TOKENS.SelfDeviceRepository).toConstantValue(repositories.selfDevices);
    bind(TOKENS.ResultRepository).toConstantValue(repositories.results);
    bind(TOKENS.ReceiptRepository).toConstantValue(repositories.receipts);
    bind(TOKENS.IssuedFileRepository).toConstantValue(repositories.issuedFiles);
    bind(TOKENS.PaymentRepository).toConstantValue(repositories.payments);
    bind(TOKENS.StandardRepository).toConstantValue(repositories.standards);
    bind(TOKENS.RequisiteRepository).toConstantValue(repositories.requisites);
    bind(TOKENS.CabinetAccountRepository).toConstantValue(repositories.cabinetAccounts);
    bind(TOKENS.UserRepository).toConstantValue(repositories.users);
    bind(TOKENS.LookupCatalogue).toConstantValue(repositories.catalogue);
    bind(TOKENS.FeedbackRepository).toConstantValue(repositories.feedback);
    bind(TOKENS.UploadRepository).toConstantValue(repositories.uploads);
    bind(TOKENS.CompanyRegistry).toConstantValue(repositories.companies);
    bind(TOKENS.IdGenerator).toConstantValue(repositories.ids);
    bind(TOKENS.PasswordHasher).toConstantValue(hasher);
    bind(TOKENS.NotificationRepository).toConstantValue(repositories.notifications);
    bind(TOKENS.NotificationSettingsRepository).toConstantValue(repositories.notificationSettings);
    bind(TOKENS.MailOutbox).toConstantValue(repositories.mailOutbox);
    bind(TOKENS.ReminderRuns).toConstantValue(repositories.reminderRuns);
    bind(TOKENS.AccountDirectory).toConstantValue(repositories.accountDirectory);
    bind(TOKENS.PasswordLinkRepository).toConstantValue(repositories.passwordLinks);
    bind(TOKENS.AccountAuditLog).toConstantValue(repositories.accountAudit);
    bind(TOKENS.Lifecycle).toConstantValue(new PersistenceLifecycle(store, repositories, seed));
    bind<ReadinessCheck>(TOKENS.ReadinessCheck).toConstantValue({
      service: "database",
      check: () => store.ping(),
    });
  });
}
