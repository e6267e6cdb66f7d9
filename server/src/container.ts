import "reflect-metadata";
import { type Lifecycle, type SessionStore, TOKENS } from "@portal/application";
import { pdfDocumentsModule } from "@portal/documents";
import type { IdempotencyStore, ModuleUseCases, RateLimiter } from "@portal/http";
import {
  DEFAULT_HASHING_GATE,
  embeddedPersistenceModule,
  memoryKeyValueModule,
  mongoPersistenceModule,
  redisKeyValueModule,
} from "@portal/persistence";
import { embeddedStorageModule, minioStorageModule } from "@portal/storage";
import { Container, ContainerModule } from "inversify";
import {
  appealsModule,
  cabinetModule,
  catalogueModule,
  contractsModule,
  feedbackModule,
  identityModule,
  registerModule,
} from "./applicationModules";
import type { ServerConfig } from "./config";

/** The demo accounts' password on the embedded profile (README); never used in production. */
export const DEMO_PASSWORD = "Demo12345!";

/** The time: the system clock. */
const clockModule = () =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue({ now: () => new Date() });
  });

/**
 * The composition root: the only place that knows every adapter. Each port comes from
 * the production adapter when its service is configured, else from the embedded one;
 * then each application module's use cases are made from those ports.
 */
export async function buildContainer(config: ServerConfig): Promise<Container> {
  const container = new Container();
  const demo = config.production ? {} : { demoAccounts: true, demoPassword: DEMO_PASSWORD };
  const hashing = { passwordHashing: { ...DEFAULT_HASHING_GATE, ...config.passwordHashing } };
  await container.load(
    // The adapters, by family
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
    clockModule(),
    // The application, by module
    identityModule({ sessionIdleSeconds: config.sessionIdleSeconds }),
    appealsModule({ offerVersion: config.offerVersion, uploadLimitBytes: config.uploadLimitBytes }),
    contractsModule({ organisation: config.organisation }),
    cabinetModule(),
    registerModule(),
    feedbackModule(),
    catalogueModule(),
  );
  return container;
}

export interface Portal {
  readonly useCases: ModuleUseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly lifecycles: Lifecycle[];
}

export function resolvePortal(container: Container): Portal {
  return {
    useCases: {
      identity: container.get(TOKENS.IdentityUseCases),
      appeals: container.get(TOKENS.AppealUseCases),
      contracts: container.get(TOKENS.ContractUseCases),
      cabinet: container.get(TOKENS.CabinetUseCases),
      register: container.get(TOKENS.RegisterUseCases),
      feedback: container.get(TOKENS.FeedbackUseCases),
      catalogue: container.get(TOKENS.CatalogueUseCases),
    },
    sessions: container.get(TOKENS.SessionStore),
    rateLimiter: container.get<RateLimiter>(TOKENS.RateLimiter),
    idempotency: container.get<IdempotencyStore>(TOKENS.IdempotencyStore),
    lifecycles: container.isBound(TOKENS.Lifecycle) ? container.getAll<Lifecycle>(TOKENS.Lifecycle) : [],
  };
}
