import Router from "@koa/router";
import type {
  AccountUseCases,
  AppealUseCases,
  CabinetUseCases,
  CatalogueUseCases,
  ContractUseCases,
  FeedbackUseCases,
  IdentityUseCases,
  NotificationUseCases,
  PaymentsUseCases,
  ReadinessCheck,
  RegisterUseCases,
  ResultsUseCases,
  SessionStore,
  StandardsUseCases,
} from "@portal/application";
import type { HttpConfig } from "../config";
import type { IdempotencyStore } from "../ports/IdempotencyStore";
import type { RateLimiter } from "../ports/RateLimiter";
import type { PortalState } from "../context";
import type { LookupAnswers } from "../lookupAnswers";
import type { TestClockControl } from "./notifications";
import type { HttpMetrics } from "../metrics";

/** The use cases of each application module, by the module's name; a router takes the ones it serves. */
export interface ModuleUseCases {
  readonly identity: IdentityUseCases;
  readonly appeals: AppealUseCases;
  readonly contracts: ContractUseCases;
  readonly cabinet: CabinetUseCases;
  readonly register: RegisterUseCases;
  readonly feedback: FeedbackUseCases;
  readonly catalogue: CatalogueUseCases;
  readonly notifications: NotificationUseCases;
  readonly results: ResultsUseCases;
  readonly accounts: AccountUseCases;
  readonly payments: PaymentsUseCases;
  readonly standards: StandardsUseCases;
}

/** What every router file is built from. */
export interface RouteDeps extends ModuleUseCases {
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
  /** The lookup answers given so far, shared with the fast path for anonymous lookups. */
  readonly lookupAnswers?: LookupAnswers;
  /** Only on a test server (PORTAL_TEST_CLOCK=1): moves the clock and runs the reminder job. */
  readonly testClock?: TestClockControl;
  /** The app's metrics (GET /metrics). */
  readonly metrics?: HttpMetrics;
  /** Every configured service's check (GET /readyz); none: ready whenever the process answers. */
  readonly readiness?: readonly ReadinessCheck[];
  /** True once the server is shutting down: GET /readyz answers 503 so balancers stop sending. */
  readonly stopping?: () => boolean;
}

export const newRouter = () => new Router<PortalState>();
