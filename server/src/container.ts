import "reflect-metadata";
import {
  type Deps,
  type IdempotencyStore,
  type Lifecycle,
  makeUseCases,
  type RateLimiter,
  type SessionStore,
  TOKENS,
  type UseCases,
} from "@portal/application";
import {
  DEFAULT_HASHING_GATE,
  embeddedPersistenceModule,
  memoryKeyValueModule,
  mongoPersistenceModule,
  redisKeyValueModule,
} from "@portal/persistence";
import { pdfDocumentsModule } from "@portal/documents";
import { embeddedStorageModule, minioStorageModule } from "@portal/storage";
import { Container, ContainerModule } from "inversify";
import type { ServerConfig } from "./config";

/** The demo accounts' password on the embedded profile (README); never used in production. */
export const DEMO_PASSWORD = "Demo12345!";

/**
 * The composition root: the only place that knows every adapter. Each port comes from
 * the production adapter when its service is configured, else from the embedded one.
 */
export async function buildContainer(config: ServerConfig): Promise<Container> {
  const container = new Container();
  const demo = config.production ? {} : { demoAccounts: true, demoPassword: DEMO_PASSWORD };
  const hashing = { passwordHashing: { ...DEFAULT_HASHING_GATE, ...config.passwordHashing } };
  await container.load(
    config.mongo
      ? mongoPersistenceModule({
          url: config.mongo.url,
          database: config.mongo.database,
          ...demo,
          ...hashing,
        })
      : embeddedPersistenceModule({ dataDir: config.dataDir, ...demo, ...hashing }),
    config.s3 ? minioStorageModule(config.s3) : embeddedStorageModule({ dataDir: config.dataDir }),
    config.redisUrl ? redisKeyValueModule({ url: config.redisUrl }) : memoryKeyValueModule(),
    pdfDocumentsModule(),
    new ContainerModule(({ bind }) => {
      bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
    }),
  );
  return container;
}

export interface Portal {
  readonly useCases: UseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly lifecycles: Lifecycle[];
}

export function resolvePortal(container: Container, config: ServerConfig): Portal {
  const deps: Deps = {
    appeals: container.get(TOKENS.AppealRepository),
    contracts: container.get(TOKENS.ContractRepository),
    selfDevices: container.get(TOKENS.SelfDeviceRepository),
    requisites: container.get(TOKENS.RequisiteRepository),
    accounts: container.get(TOKENS.CabinetAccountRepository),
    users: container.get(TOKENS.UserRepository),
    catalogue: container.get(TOKENS.LookupCatalogue),
    feedback: container.get(TOKENS.FeedbackRepository),
    uploads: container.get(TOKENS.UploadRepository),
    files: container.get(TOKENS.FileStore),
    sessions: container.get(TOKENS.SessionStore),
    companies: container.get(TOKENS.CompanyRegistry),
    documents: container.get(TOKENS.ContractDocumentRenderer),
    clock: container.get(TOKENS.Clock),
    ids: container.get(TOKENS.IdGenerator),
    passwords: container.get(TOKENS.PasswordHasher),
    config: {
      offerVersion: config.offerVersion,
      uploadLimitBytes: config.uploadLimitBytes,
      sessionIdleSeconds: config.sessionIdleSeconds,
      organisation: config.organisation,
    },
  };
  return {
    useCases: makeUseCases(deps),
    sessions: deps.sessions,
    rateLimiter: container.get(TOKENS.RateLimiter),
    idempotency: container.get(TOKENS.IdempotencyStore),
    lifecycles: container.isBound(TOKENS.Lifecycle) ? container.getAll<Lifecycle>(TOKENS.Lifecycle) : [],
  };
}
