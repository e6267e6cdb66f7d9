import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  answerClientError,
  createHttpApp,
  defaultHttpConfig,
  type HttpApp,
  type HttpConfig,
  httpHandler,
} from "@portal/http";
import type { Logger } from "pino";
import type { ServerConfig } from "./config";
import { buildContainer, resolvePortal } from "./container";
import { csrfSecretOf } from "./csrfSecret";

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  /** The HTTP app, for tests that read its routes. */
  readonly app: HttpApp;
  stop(): Promise<void>;
}

/** Builds the container, starts every adapter, and serves the portal until stopped. */
export async function startServer(config: ServerConfig, options: { logger?: Logger; uiDir?: string } = {}) {
  const csrfSecret = csrfSecretOf(config);
  const container = await buildContainer(config);
  const portal = resolvePortal(container);
  for (const lifecycle of portal.lifecycles) await lifecycle.start();

  const app = createHttpApp({
    ...portal.useCases,
    sessions: portal.sessions,
    rateLimiter: portal.rateLimiter,
    idempotency: portal.idempotency,
    config: {
      ...defaultHttpConfig,
      production: config.production,
      secureCookies: config.secureCookies,
      sessionIdleSeconds: config.sessionIdleSeconds,
      uploadLimitBytes: config.uploadLimitBytes,
      offerVersion: config.offerVersion,
      rateLimits: rateLimitsOf(config),
      csrfSecret,
      trustProxy: config.trustProxy,
      pageConfig: { supportPhones: config.supportPhones, showDemoAccounts: !config.production },
      ...(config.idempotencyPendingSeconds
        ? { idempotencyPendingSeconds: config.idempotencyPendingSeconds }
        : {}),
    },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
  });
  // Slow clients are cut off rather than holding a socket open forever: the whole request
  // must arrive within requestTimeout, its headers within headersTimeout, and the timeouts
  // are checked every second (Node's default is every 30 s, doubling the real limit).
  const headersTimeout = Math.min(config.headersTimeoutMs, config.requestTimeoutMs);
  const server = createServer(
    {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(headersTimeout / 4))),
    },
    httpHandler(app),
  );
  server.on("clientError", answerClientError);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    server,
    app,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const lifecycle of [...portal.lifecycles].reverse()) await lifecycle.stop();
    },
  } satisfies RunningServer;
}

/** The configured rate-limit overrides on top of the HTTP defaults. */
function rateLimitsOf(config: ServerConfig): HttpConfig["rateLimits"] {
  const { windowSeconds, loginAccountWindowSeconds, ...limits } = config.rateLimits;
  const rule = (name: keyof HttpConfig["rateLimits"], window: number | undefined) => ({
    limit: limits[name] ?? defaultHttpConfig.rateLimits[name].limit,
    windowSeconds: window ?? defaultHttpConfig.rateLimits[name].windowSeconds,
  });
  return {
    login: rule("login", windowSeconds),
    loginAddress: rule("loginAddress", windowSeconds),
    // Its own window: a short RATE_LIMIT_WINDOW_SECONDS must not shorten it.
    loginAccount: rule("loginAccount", loginAccountWindowSeconds),
    feedback: rule("feedback", windowSeconds),
    upload: rule("upload", windowSeconds),
  };
}
