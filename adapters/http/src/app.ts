import type { ReadinessCheck, SessionStore } from "@portal/application";
import type { IdempotencyStore } from "./ports/IdempotencyStore";
import type { RateLimiter } from "./ports/RateLimiter";
import type Router from "@koa/router";
import type { IncomingMessage, ServerResponse } from "node:http";
import Koa from "koa";
import { type Logger, pino } from "pino";
import type { HttpConfig } from "./config";
import { busySignIns } from "./busySignIns";
import { type FastPath, fastLookups } from "./fastLookups";
import { LookupAnswers } from "./lookupAnswers";
import { createHttpMetrics, type HttpMetrics, type JobQueueState } from "./metrics";
import { routeTemplateOf, UI_ROUTE, UNMATCHED_ROUTE } from "./routeList";
import type { PortalState } from "./context";
import { normalisePath, parseBody, sanitiseBody } from "./middleware/body";
import { csrfCheck, csrfCookie } from "./middleware/csrf";
import { CSRF_SECRET_MIN_LENGTH } from "./middleware/csrfTokens";
import { errorBoundary } from "./middleware/errorBoundary";
import { language } from "./middleware/language";
import { requestLog } from "./middleware/requestLog";
import { securityHeaders, secureCookieTransport } from "./middleware/securityHeaders";
import { session } from "./middleware/session";
import { notFoundAnswer, staticUi } from "./middleware/staticUi";
import { accountRoutes } from "./routes/accounts";
import { appealRoutes } from "./routes/appeals";
import { appealStatusRoutes } from "./routes/appealStatus";
import { authRoutes } from "./routes/auth";
import { cabinetRoutes } from "./routes/cabinet";
import { contractRoutes } from "./routes/contracts";
import type { ModuleUseCases, RouteDeps } from "./routes/deps";
import { feedbackRoutes } from "./routes/feedback";
import { healthRoutes } from "./routes/health";
import { lookupRoutes } from "./routes/lookups";
import {
  notificationRoutes,
  SIGNED_LINK_PATHS,
  type TestClockControl,
  testClockRoutes,
} from "./routes/notifications";
import { OWN_BODY_PATHS, PAYMENT_SYSTEM_PATHS, paymentsRoutes } from "./routes/payments";
import { resultRoutes } from "./routes/results";
import { reviewerRoutes } from "./routes/reviewer";
import { selfDeviceRoutes } from "./routes/selfDevices";
import { staffRoutes } from "./routes/staff";
import { standardsRoutes } from "./routes/standards";
import { UPLOADS, uploadRoutes } from "./routes/uploads";

/** The use cases of every application module, and the stores the HTTP adapter itself uses. */
export interface HttpDeps extends ModuleUseCases {
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly idempotency: IdempotencyStore;
  readonly config: HttpConfig;
  readonly logger?: Logger;
  /** The built UI; served when the folder exists. */
  readonly uiDir?: string;
  /** Only on a test server: the clock control of POST /api/test/clock. */
  readonly testClock?: TestClockControl;
  /** Every configured service's check, asked by GET /readyz. */
  readonly readiness?: readonly ReadinessCheck[];
  /** True once the server is shutting down (GET /readyz answers 503). */
  readonly stopping?: () => boolean;
  /** Background job queues whose state GET /metrics shows (the server passes the mail outbox). */
  readonly jobQueues?: readonly JobQueueState[];
}

export type HttpApp = Koa<PortalState>;

/** The fast paths of each app (busy sign-ins, anonymous lookups), used by `httpHandler`. */
const fastPaths = new WeakMap<HttpApp, FastPath>();

/** Every router of the API, in the order they are mounted (the OpenAPI test reads this list). */
export const ROUTERS: ReadonlyArray<(deps: RouteDeps) => Router<PortalState>> = [
  healthRoutes,
  authRoutes,
  appealRoutes,
  appealStatusRoutes,
  contractRoutes,
  resultRoutes,
  staffRoutes,
  reviewerRoutes,
  uploadRoutes,
  cabinetRoutes,
  selfDeviceRoutes,
  lookupRoutes,
  feedbackRoutes,
  notificationRoutes,
  accountRoutes,
  paymentsRoutes,
  standardsRoutes,
  testClockRoutes,
];

/**
 * The portal's HTTP API. Order matters: the request id and language come first so every
 * answer, errors included, carries them; the CSRF cookie is set before anything can
 * refuse; bodies are parsed before the CSRF check because `_token` may be a body field.
 */
export function createHttpApp(deps: HttpDeps): HttpApp {
  const { config } = deps;
  if (typeof config.csrfSecret !== "string" || config.csrfSecret.length < CSRF_SECRET_MIN_LENGTH) {
    throw new Error(`The CSRF secret must be at least ${CSRF_SECRET_MIN_LENGTH} characters long`);
  }
  const logger = deps.logger ?? pino({ level: config.production ? "info" : "debug" }, logDestination());
  // Behind the one trusted proxy, the client's address is the last X-Forwarded-For entry (the
  // one the proxy appended); what stands before it is the client's own text, and would let it
  // pick a new address for every rate-limited request.
  const trustProxy = config.trustProxy ?? false;
  const app = new Koa<PortalState>({ proxy: trustProxy, maxIpsCount: trustProxy ? 1 : 0 });
  app.on("error", (error: unknown, ctx?: Koa.Context) =>
    logger.error({ err: error, requestId: ctx?.state?.requestId }, "response failed"),
  );

  const metrics = createHttpMetrics(deps.jobQueues);
  const routeOf = routeTemplateOf(app);
  app.use(measure(metrics, routeOf));
  app.use(requestLog(logger));
  app.use(language);
  app.use(errorBoundary(config.bodyLimit, metrics));
  app.use(securityHeaders(config));
  app.use(secureCookieTransport(config));
  app.use(csrfCookie(config));
  app.use(normalisePath);
  app.use(parseBody(config.bodyLimit, OWN_BODY_PATHS));
  app.use(sanitiseBody);
  // The payment systems call from their servers, with no browser, cookie or token: their
  // protocol's key or sign is the permission, checked by their routes (routes/payments.ts).
  app.use(
    csrfCheck(
      new Set(UPLOADS.map(([path]) => path)),
      new Set([...SIGNED_LINK_PATHS, ...PAYMENT_SYSTEM_PATHS]),
    ),
  );
  app.use(session(deps.identity, deps.sessions, config, PAYMENT_SYSTEM_PATHS));

  const lookupAnswers = new LookupAnswers();
  for (const build of ROUTERS) app.use(build({ ...deps, lookupAnswers, metrics }).routes());
  const lookups = fastLookups(lookupAnswers, logger, config, metrics, routeOf);
  const signIns = busySignIns(app, {
    busy: () => deps.identity.signInBusy(),
    rateLimiter: deps.rateLimiter,
    config,
    logger,
    metrics,
    routeOf,
  });
  fastPaths.set(app, (req, res) => signIns(req, res) || lookups(req, res));

  app.use(
    staticUi(
      deps.uiDir,
      { name: "metrology-portal", offer_version: config.offerVersion, api: "/openapi.json" },
      { ...config.pageConfig },
    ),
  );
  app.use(notFoundAnswer);
  return app;
}

/**
 * Counts every request and its time under its route template: the router's match when it
 * dispatched the request, else the route the path would match (a request refused before
 * the routers, by the CSRF check or the body parser), else the UI's or "unmatched".
 */
function measure(
  metrics: HttpMetrics,
  routeOf: (method: string, path: string) => string | undefined,
): Koa.Middleware<PortalState> {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
      const route =
        (typeof matched === "string" ? matched : undefined) ??
        routeOf(ctx.method, ctx.path) ??
        (ctx.status < 400 && (ctx.method === "GET" || ctx.method === "HEAD") ? UI_ROUTE : UNMATCHED_ROUTE);
      metrics.request(ctx.method, route, ctx.status, (performance.now() - started) / 1000);
    }
  };
}

/** How long a log line may wait in the buffer before it is written. */
const LOG_FLUSH_MS = 1000;

/**
 * How many bytes of lines are gathered for one write: just under sonic-boom's largest write
 * (16 KiB). With 4 KB the profile of the anonymous lookups (`npm run profile -w bench`) had
 * the log's writes at 7.5 % of the busy time (the lines' strings handed to fs.write), with
 * 16 000 at 2.9 %.
 */
const LOG_WRITE_BYTES = 16_000;

/**
 * Standard output, buffered: lines go out in writes of up to 16 KB, and at least once a
 * second, instead of one write per line. The profile of the anonymous lookups showed the
 * request log's write as the largest cost after the socket's; pino flushes the buffer
 * synchronously at exit.
 */
function logDestination() {
  const destination = pino.destination({ sync: false, minLength: LOG_WRITE_BYTES });
  setInterval(() => destination.flush(), LOG_FLUSH_MS).unref();
  return destination;
}

/**
 * The app as a Node request listener, for `http.createServer`: sign-ins the full password
 * check cannot take (`busySignIns.ts`) and anonymous lookups already answered once
 * (`fastLookups.ts`) take a fast path, everything else goes through Koa.
 */
export function httpHandler(app: HttpApp): (req: IncomingMessage, res: ServerResponse) => void {
  const koa = app.callback();
  const fast = fastPaths.get(app);
  if (!fast) return koa;
  return (req, res) => {
    if (!fast(req, res)) void koa(req, res);
  };
}
