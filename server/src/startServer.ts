import { createServer, type Server, type ServerResponse } from "node:http";
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
import { buildContainer, type ContainerHooks, resolvePortal } from "./container";
import { csrfSecretOf } from "./csrfSecret";
import { takeDataFolderLock } from "./dataFolderLock";
import { demoStandardsPorts, tellDemoStandards } from "./demoStandards";
import { demoStoryPorts, tellDemoStory } from "./demoStory";
import { startReminderScheduler } from "./reminderScheduler";

export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  /** The HTTP app, for tests that read its routes. */
  readonly app: HttpApp;
  /**
   * Graceful: stops accepting at once, answers the requests in flight (each with
   * `Connection: close`) for up to `graceMs` (SHUTDOWN_GRACE_MS), closes idle keep-alive
   * connections, cuts what is left at the deadline, then closes the adapters' clients.
   */
  stop(graceMs?: number): Promise<ShutdownSummary>;
}

export interface ShutdownSummary {
  /** Requests still unanswered at the deadline, whose connections were cut. */
  readonly cut: number;
}

type StartOptions = { logger?: Logger; uiDir?: string; hooks?: ContainerHooks };

/**
 * Builds the container, starts every adapter, and serves the portal until stopped. On the
 * embedded store the data folder is this process's alone while it runs (`dataFolderLock.ts`):
 * taken before anything in it is read or written, given up when the start fails or the stop ends.
 * The production profile takes no lock: there every process shares the services.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const lock = config.mongo ? undefined : takeDataFolderLock(config.dataDir);
  try {
    const running = await serve(config, options);
    return { ...running, stop: (graceMs) => running.stop(graceMs).finally(() => lock?.release()) };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function serve(config: ServerConfig, options: StartOptions) {
  const csrfSecret = csrfSecretOf(config);
  const container = await buildContainer(config, csrfSecret, {
    ...options.hooks,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const portal = resolvePortal(container);
  for (const lifecycle of portal.lifecycles) await lifecycle.start();
  if (config.demoData) {
    const lab = await tellDemoStandards(portal.useCases.standards, demoStandardsPorts(container));
    options.logger?.info({ demoStandards: lab }, "demo standards");
    for (const refusal of lab.refused) console.warn(`Demo data: ${refusal}`);
    const story = await tellDemoStory(portal.useCases, demoStoryPorts(container));
    options.logger?.info({ demoStory: story }, "demo data");
    for (const refusal of story.refused) console.warn(`Demo data: ${refusal}`);
  }
  let stopping = false;
  /** Set when the listener closes, after the drain. */
  let closing = false;

  const app = createHttpApp({
    ...portal.useCases,
    sessions: portal.sessions,
    rateLimiter: portal.rateLimiter,
    idempotency: portal.idempotency,
    ...(portal.testClock ? { testClock: portal.testClock } : {}),
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
      metricsAccess: config.metricsAccess,
      payments: {
        ...(config.payments.paymeKey ? { paymeKey: config.payments.paymeKey } : {}),
        ...(config.payments.clickSecretKey ? { clickSecretKey: config.payments.clickSecretKey } : {}),
        ...(config.payments.clickServiceId ? { clickServiceId: config.payments.clickServiceId } : {}),
      },
      pageConfig: {
        supportPhones: config.supportPhones,
        showDemoAccounts: config.demoAccounts,
        oneId: config.oneId !== undefined,
      },
      ...(config.production ? { publicBaseUrl: config.publicBaseUrl } : {}),
      ...(config.idempotencyPendingSeconds
        ? { idempotencyPendingSeconds: config.idempotencyPendingSeconds }
        : {}),
    },
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
    readiness: portal.readiness,
    // The reminders' mail outbox: portal_job_queue_jobs{queue="mail",state} at each scrape.
    jobQueues: [{ name: "mail", counts: () => portal.reminders.outboxCounts() }],
    stopping: () => stopping,
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
  // Node's default keeps an idle connection 5 s. A client reusing one at the moment the
  // server closes it gets a reset instead of an answer (seen as EPIPE on an upload after the
  // test process stalled for 5 s); a balancer whose idle timeout outlasts the server's turns
  // that race into 502s. Clients read the timeout from the Keep-Alive header and close first.
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.on("clientError", answerClientError);
  // The answers still to be sent; once stopping, each closes its connection after it.
  const inFlight = new Set<ServerResponse>();
  server.prependListener("request", (_req, res: ServerResponse) => {
    if (stopping) res.shouldKeepAlive = false;
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // A keep-alive connection whose answer began before the stop is idle now: close it. Only
      // once the listener is closed: during the drain an idle connection may be one just opened
      // whose request has not arrived yet, and closing it would refuse the very request the
      // drain is there to answer.
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const scheduler = startReminderScheduler(portal.reminders, config.mail.tickSeconds, options.logger);
  const { port } = server.address() as AddressInfo;
  let stopped: Promise<ShutdownSummary> | undefined;
  const stop = async (graceMs: number): Promise<ShutdownSummary> => {
    stopping = true;
    // An answer begun before the stop and written after it closes its connection too: were it
    // kept alive, the client could send its next request on a connection about to be closed.
    for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
    await scheduler.stop();
    // Behind a balancer: answer while it sees /readyz 503 and takes this server out.
    if (config.shutdownDrainMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    closing = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<"deadline">((resolve) => {
      timer = setTimeout(() => resolve("deadline"), graceMs);
    });
    const outcome = await Promise.race([closed.then(() => "drained" as const), deadline]);
    clearTimeout(timer);
    const cut = outcome === "deadline" ? inFlight.size : 0;
    if (outcome === "deadline") {
      server.closeAllConnections();
      await closed;
    }
    for (const lifecycle of [...portal.lifecycles].reverse()) await lifecycle.stop();
    return { cut };
  };
  return {
    url: `http://${config.host}:${port}`,
    server,
    app,
    stop(graceMs = config.shutdownGraceMs) {
      stopped ??= stop(graceMs);
      return stopped;
    },
  } satisfies RunningServer;
}

/** The configured rate-limit overrides on top of the HTTP defaults. */
function rateLimitsOf(config: ServerConfig): HttpConfig["rateLimits"] {
  const { windowSeconds, loginAccountWindowSeconds, ...limits } = config.rateLimits;
  const rule = (name: keyof typeof limits, window: number | undefined) => ({
    limit: limits[name] ?? defaultHttpConfig.rateLimits[name]?.limit ?? 30,
    windowSeconds: window ?? defaultHttpConfig.rateLimits[name]?.windowSeconds ?? 60,
  });
  return {
    login: rule("login", windowSeconds),
    loginAddress: rule("loginAddress", windowSeconds),
    // Its own window: a short RATE_LIMIT_WINDOW_SECONDS must not shorten it.
    loginAccount: rule("loginAccount", loginAccountWindowSeconds),
    feedback: rule("feedback", windowSeconds),
    upload: rule("upload", windowSeconds),
    check: rule("check", windowSeconds),
    payments: rule("payments", windowSeconds),
  };
}
