import Router from "@koa/router";
import type { IdempotencyStore, RateLimiter, SessionStore } from "@portal/application";
import type { UseCases } from "@portal/application/useCases/UseCases";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";

/** What every router file is built from. */
export interface RouteDeps {
  readonly useCases: UseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
}

export const newRouter = () => new Router<PortalState>();
