import type { IdempotencyStore, RateLimiter, SessionStore } from "@portal/application";
import type { UseCases } from "@portal/application/useCases/UseCases";
import Koa from "koa";
import { type Logger, pino } from "pino";
import type { HttpConfig } from "./config";
import type { PortalState } from "./context";
import { normalisePath, parseBody, sanitiseBody } from "./middleware/body";
import { csrfCheck, csrfCookie } from "./middleware/csrf";
import { errorBoundary } from "./middleware/errorBoundary";
import { language } from "./middleware/language";
import { requestLog } from "./middleware/requestLog";
import { securityHeaders, secureCookieTransport } from "./middleware/securityHeaders";
import { session } from "./middleware/session";
import { notFoundAnswer, staticUi } from "./middleware/staticUi";
import { appealRoutes } from "./routes/appeals";
import { authRoutes } from "./routes/auth";
import { cabinetRoutes } from "./routes/cabinet";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { lookupRoutes } from "./routes/lookups";
import { selfDeviceRoutes } from "./routes/selfDevices";
import { UPLOADS, uploadRoutes } from "./routes/uploads";

export interface HttpDeps {
  readonly useCases: UseCases;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
  readonly logger?: Logger;
  /** The built UI; served when the folder exists. */
  readonly uiDir?: string;
}

export type HttpApp = Koa<PortalState>;

/**
 * The portal's HTTP API. Order matters: the request id and language come first so every
 * answer, errors included, carries them; the CSRF cookie is set before anything can
 * refuse; bodies are parsed before the CSRF check because `_token` may be a body field.
 */
export function createHttpApp(deps: HttpDeps): HttpApp {
  const { config } = deps;
  const logger = deps.logger ?? pino({ level: config.production ? "info" : "debug" });
  const app = new Koa<PortalState>({ proxy: config.trustProxy ?? false });
  app.on("error", (error: unknown, ctx?: Koa.Context) =>
    logger.error({ err: error, requestId: ctx?.state?.requestId }, "response failed"),
  );

  app.use(requestLog(logger));
  app.use(language);
  app.use(errorBoundary(config.bodyLimit));
  app.use(securityHeaders(config));
  app.use(secureCookieTransport(config));
  app.use(csrfCookie(config));
  app.use(normalisePath);
  app.use(parseBody(config.bodyLimit));
  app.use(sanitiseBody);
  app.use(csrfCheck(new Set(UPLOADS.map(([path]) => path))));
  app.use(session(deps.sessions, deps.useCases, config));

  const routes = [healthRoutes, authRoutes, appealRoutes, uploadRoutes, cabinetRoutes, selfDeviceRoutes];
  for (const build of [...routes, lookupRoutes, feedbackRoutes]) app.use(build(deps).routes());

  app.use(
    staticUi(deps.uiDir, {
      name: "metrology-portal",
      offer_version: config.offerVersion,
      api: "/openapi.json",
    }),
  );
  app.use(notFoundAnswer);
  return app;
}

/** The app as a Node request listener, for `http.createServer`. */
export const httpHandler = (app: HttpApp) => app.callback();
