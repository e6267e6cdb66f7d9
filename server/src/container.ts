import "reflect-metadata";
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import {
  type Clock,
  DEFAULT_NOTIFICATION_CONFIG,
  type Lifecycle,
  type ReadinessCheck,
  type ReminderJob,
  type SessionStore,
  TOKENS,
} from "@portal/application";
import { mailModule } from "@portal/mail";
import { OneIdClient } from "@portal/oneid";
import { pdfDocumentsModule } from "@portal/documents";
import { labSigningModule } from "@portal/signing";
import type { IdempotencyStore, ModuleUseCases, RateLimiter, TestClockControl } from "@portal/http";
import {
  DEFAULT_HASHING_GATE,
  embeddedPersistenceModule,
  memoryKeyValueModule,
  type MongoStoreOptions,
  mongoPersistenceModule,
  redisKeyValueModule,
} from "@portal/persistence";
import { embeddedStorageModule, minioStorageModule } from "@portal/storage";
import { Container, ContainerModule } from "inversify";
import type { Logger } from "pino";
import {
  accountsModule,
  appealsModule,
  cabinetModule,
  catalogueModule,
  contractsModule,
  feedbackModule,
  identityModule,
  notificationsModule,
  paymentsModule,
  registerModule,
  resultsModule,
  standardsModule,
} from "./applicationModules";
import type { ServerConfig } from "./config";
import { labSigningOptions } from "./labSigning";

/** What a caller of the composition root may add that no environment variable sets (tests). */
export interface ContainerHooks {
  /** Sees every command the MongoDB driver sends (the index test records them). */
  readonly mongoCommands?: MongoStoreOptions["onCommand"];
  /** The server's log: an appeal's notice that could not be given is written there. */
  readonly logger?: Logger;
}

/** The demo accounts' password on the embedded profile (README); never used in production. */
export const DEMO_PASSWORD = "Demo12345!";

/** A clock a test moves (PORTAL_TEST_CLOCK=1 only): it runs on from the instant it was set to. */
export class SettableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  set(at: Date): void {
    this.offsetMs = at.getTime() - Date.now();
  }
}

/**
 * The time: the system clock, or on a test server one the test moves; and unpredictable
 * bytes, from the system's CSPRNG.
 */
const clockModule = (testClock: boolean) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.Clock).toConstantValue(testClock ? new SettableClock() : { now: () => new Date() });
    bind(TOKENS.RandomSource).toConstantValue({ bytes: (count: number) => randomBytes(count) });
  });

/** OneID's client where a deployment configured it; without it the identity module offers passwords only. */
const oneIdModule = (oneId: ServerConfig["oneId"]) =>
  new ContainerModule(({ bind }) => {
    if (!oneId) return;
    bind(TOKENS.OneIdGateway).toConstantValue(
      new OneIdClient({
        baseUrl: oneId.url,
        clientId: oneId.clientId,
        clientSecret: oneId.clientSecret,
        scope: oneId.scope,
      }),
    );
  });

/** Where mail goes when no SMTP server is configured (README, "Reminders"). */
export const mailOutboxDir = (dataDir: string) => join(dataDir, "mail", "outbox");

/**
 * The composition root: the only place that knows every adapter. Each port comes from
 * the production adapter when its service is configured, else from the embedded one;
 * then each application module's use cases are made from those ports.
 */
export async function buildContainer(
  config: ServerConfig,
  secret: string,
  hooks: ContainerHooks = {},
): Promise<Container> {
  const container = new Container();
  const demo = config.demoAccounts ? { demoAccounts: true, demoPassword: DEMO_PASSWORD } : {};
  const { cost, ...gate } = config.passwordHashing;
  const hashing = {
    passwordHashing: { ...DEFAULT_HASHING_GATE, ...gate },
    ...(cost ? { passwordCost: cost } : {}),
  };
  await container.load(
    // The adapters, by family
    config.mongo
      ? mongoPersistenceModule({
          url: config.mongo.url,
          database: config.mongo.database,
          ...(hooks.mongoCommands ? { onCommand: hooks.mongoCommands } : {}),
          onClientReplaced: (reason) => hooks.logger?.warn({ service: "database" }, reason),
          ...demo,
          ...hashing,
        })
      : embeddedPersistenceModule({ dataDir: config.dataDir, ...demo, ...hashing }),
    config.s3 ? minioStorageModule(config.s3) : embeddedStorageModule({ dataDir: config.dataDir }),
    config.redisUrl ? redisKeyValueModule({ url: config.redisUrl }) : memoryKeyValueModule(),
    pdfDocumentsModule(),
    labSigningModule(labSigningOptions(config)),
    mailModule({
      ...(config.mail.smtpUrl ? { smtpUrl: config.mail.smtpUrl } : {}),
      from: config.mail.from,
      outboxDir: mailOutboxDir(config.dataDir),
      secret,
    }),
    clockModule(config.testClock),
    oneIdModule(config.oneId),
    // The application, by module
    identityModule({ sessionIdleSeconds: config.sessionIdleSeconds }),
    appealsModule({ offerVersion: config.offerVersion, uploadLimitBytes: config.uploadLimitBytes }),
    contractsModule({ organisation: config.organisation }),
    cabinetModule(),
    registerModule(),
    feedbackModule(),
    standardsModule(),
    catalogueModule(),
    notificationsModule(
      {
        ...DEFAULT_NOTIFICATION_CONFIG,
        baseUrl: config.publicBaseUrl,
        reminderHour: config.mail.reminderHour,
      },
      (error, about) => hooks.logger?.error({ err: error, ...about }, "appeal notice failed"),
    ),
    resultsModule({
      issuer: {
        name: config.organisation.name,
        address: config.organisation.address,
        tin: config.organisation.tin,
        phone: config.organisation.phone,
      },
      publicBaseUrl: config.publicBaseUrl,
      uploadLimitBytes: config.uploadLimitBytes,
    }),
    accountsModule({ baseUrl: config.publicBaseUrl }),
    paymentsModule({
      paymeMerchantId: config.payments.paymeMerchantId ?? "",
      paymeCheckoutUrl: config.payments.paymeCheckoutUrl,
      clickServiceId: config.payments.clickServiceId ?? "",
      clickMerchantId: config.payments.clickMerchantId ?? "",
      clickCheckoutUrl: config.payments.clickCheckoutUrl,
      returnUrl: (appealId) => `${config.publicBaseUrl}/appeals/${appealId}`,
    }),
  );
  return container;
}

export interface Portal {
  readonly useCases: ModuleUseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly lifecycles: Lifecycle[];
  readonly reminders: ReminderJob;
  /** Only on a test server (PORTAL_TEST_CLOCK=1). */
  readonly testClock?: TestClockControl;
  readonly readiness: ReadinessCheck[];
}

export function resolvePortal(container: Container): Portal {
  const reminders = container.get<ReminderJob>(TOKENS.ReminderJob);
  const clock = container.get<Clock>(TOKENS.Clock);
  return {
    useCases: {
      identity: container.get(TOKENS.IdentityUseCases),
      appeals: container.get(TOKENS.AppealUseCases),
      contracts: container.get(TOKENS.ContractUseCases),
      cabinet: container.get(TOKENS.CabinetUseCases),
      register: container.get(TOKENS.RegisterUseCases),
      feedback: container.get(TOKENS.FeedbackUseCases),
      catalogue: container.get(TOKENS.CatalogueUseCases),
      notifications: container.get(TOKENS.NotificationUseCases),
      results: container.get(TOKENS.ResultsUseCases),
      accounts: container.get(TOKENS.AccountUseCases),
      payments: container.get(TOKENS.PaymentsUseCases),
      standards: container.get(TOKENS.StandardsUseCases),
    },
    sessions: container.get(TOKENS.SessionStore),
    rateLimiter: container.get<RateLimiter>(TOKENS.RateLimiter),
    idempotency: container.get<IdempotencyStore>(TOKENS.IdempotencyStore),
    lifecycles: container.isBound(TOKENS.Lifecycle) ? container.getAll<Lifecycle>(TOKENS.Lifecycle) : [],
    reminders,
    ...(clock instanceof SettableClock
      ? {
          testClock: {
            set(at: Date) {
              clock.set(at);
              return reminders.tick();
            },
          },
        }
      : {}),
    readiness: container.isBound(TOKENS.ReadinessCheck)
      ? container.getAll<ReadinessCheck>(TOKENS.ReadinessCheck)
      : [],
  };
}
