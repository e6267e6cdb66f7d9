import Router from "@koa/router";
import type {
  AppealUseCases,
  CabinetUseCases,
  CatalogueUseCases,
  ContractUseCases,
  FeedbackUseCases,
  IdentityUseCases,
  RegisterUseCases,
  SessionStore,
} from "@portal/application";
import type { HttpConfig } from "../config";
import type { IdempotencyStore } from "../ports/IdempotencyStore";
import type { RateLimiter } from "../ports/RateLimiter";
import type { PortalState } from "../context";
import type { LookupAnswers } from "../lookupAnswers";

/** The use cases of each application module, by the module's name; a router takes the ones it serves. */
export interface ModuleUseCases {
  readonly identity: IdentityUseCases;
  readonly appeals: AppealUseCases;
  readonly contracts: ContractUseCases;
  readonly cabinet: CabinetUseCases;
  readonly register: RegisterUseCases;
  readonly feedback: FeedbackUseCases;
  readonly catalogue: CatalogueUseCases;
}

/** What every router file is built from. */
export interface RouteDeps extends ModuleUseCases {
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
  /** The lookup answers given so far, shared with the fast path for anonymous lookups. */
  readonly lookupAnswers?: LookupAnswers;
}

export const newRouter = () => new Router<PortalState>();
