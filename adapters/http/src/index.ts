export { answerClientError } from "./clientError";
export { createHttpApp, type HttpApp, type HttpDeps, httpHandler } from "./app";
export {
  DEFAULT_METRICS_ALLOW,
  defaultHttpConfig,
  type HttpConfig,
  MiB,
  type PaymentSystemKeys,
  type RateLimitRule,
} from "./config";
export { addressList, type JobQueueState } from "./metrics";
export type { PortalState } from "./context";
export { failureToHttp, thrownToHttp } from "./failureTable";
export { httpMessages } from "./messages";
export { CSRF_COOKIE } from "./middleware/csrf";
export { CSRF_SECRET_MIN_LENGTH } from "./middleware/csrfTokens";
export { SESSION_COOKIE } from "./middleware/session";
export { API_TABLES } from "./apiTables";
export { jsonSchemaOf } from "./jsonSchema";
export { openApiDocument } from "./openapi";
export { openApiPath, type TaggedCalls } from "./openapiFromCalls";
export type { IdempotencyStore, Reservation, StoredResponse } from "./ports/IdempotencyStore";
export type { RateDecision, RateLimiter } from "./ports/RateLimiter";
export { listRoutes, type RouteInfo } from "./routeList";
export type { ModuleUseCases } from "./routes/deps";
export { PAYMENT_SYSTEM_PATHS } from "./routes/payments";
export { SIGNED_LINK_PATHS, type TestClockControl } from "./routes/notifications";
