import Router from "@koa/router";
import type { IdempotencyStore, RateLimiter, SessionStore, UseCases } from "@portal/application";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";
import type { LookupAnswers } from "../lookupAnswers";

/** What every router file is built from. */
export interface RouteDeps {
  readonly useCases: UseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
  /** The lookup answers given so far, shared with the fast path for anonymous lookups. */
  readonly lookupAnswers?: LookupAnswers;
}

export const newRouter = () => new Router<PortalState>();
