import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHttpApp, defaultHttpConfig, httpHandler } from "@portal/http";
import type { Logger } from "pino";
import type { ServerConfig } from "./config";
import { buildContainer, resolvePortal } from "./container";

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  stop(): Promise<void>;
}

/** Builds the container, starts every adapter, and serves the portal until stopped. */
export async function startServer(config: ServerConfig, options: { logger?: Logger; uiDir?: string } = {}) {
  const container = await buildContainer(config);
  const portal = resolvePortal(container, config);
  for (const lifecycle of portal.lifecycles) await lifecycle.start();

  const app = createHttpApp({
    useCases: portal.useCases,
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
    },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
  });
  const server = createServer(httpHandler(app));
  // Slow clients are cut off rather than holding a socket open forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${config.host}:${port}`,
    server,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const lifecycle of [...portal.lifecycles].reverse()) await lifecycle.stop();
    },
  } satisfies RunningServer;
}
