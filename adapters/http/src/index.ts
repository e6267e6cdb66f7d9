export { createHttpApp, type HttpApp, type HttpDeps, httpHandler } from "./app";
export { defaultHttpConfig, type HttpConfig, MiB, type RateLimitRule } from "./config";
export type { PortalState } from "./context";
export { failureToHttp, thrownToHttp } from "./failureTable";
export { httpMessages } from "./messages";
export { CSRF_COOKIE } from "./middleware/csrf";
export { SESSION_COOKIE } from "./middleware/session";
export { openApiDocument } from "./openapi";
