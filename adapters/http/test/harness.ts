import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { UserRecord } from "@portal/application";
import { type Logger, pino } from "pino";
import { createHttpApp, defaultHttpConfig, type HttpConfig, httpHandler } from "../src";
import { byName, type FakeModules, type FakeUseCases, fakeModules } from "./fakes/fakeUseCases";
import { MapIdempotencyStore } from "./fakes/MapIdempotencyStore";
import { MapRateLimiter } from "./fakes/MapRateLimiter";
import { MapSessionStore } from "./fakes/MapSessionStore";
import type { TestClockControl } from "../src/routes/notifications";

/** How a request proves it is not forged. */
export type CsrfBy = "x-xsrf-token" | "x-csrf-token" | "field" | "none" | "wrong";

export interface Send {
  json?: unknown;
  /** A raw body, sent as JSON unless `contentType` says otherwise. */
  raw?: string;
  /** A raw body of bytes (a compressed body), sent as JSON unless `contentType` says otherwise. */
  bytes?: Uint8Array;
  contentType?: string;
  form?: FormData;
  headers?: Record<string, string>;
  csrf?: CsrfBy;
  /** Aborting it drops the request: the client goes away before the answer. */
  signal?: AbortSignal;
}

/** A browser: keeps cookies, and sends the XSRF token the way it is told to. */
export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async token(): Promise<string> {
    if (!this.cookies.has("XSRF-TOKEN")) await this.request("GET", "/healthz");
    return this.cookies.get("XSRF-TOKEN") ?? "";
  }

  async request(method: string, path: string, send: Send = {}): Promise<Response> {
    const unsafe = !["GET", "HEAD", "OPTIONS"].includes(method);
    const csrf = send.csrf ?? "x-xsrf-token";
    const token = unsafe && csrf !== "none" ? (csrf === "wrong" ? "w".repeat(43) : await this.token()) : "";
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...send.headers };
    if (token && (csrf === "x-xsrf-token" || csrf === "wrong")) headers["X-XSRF-TOKEN"] = token;
    if (token && csrf === "x-csrf-token") headers["X-CSRF-TOKEN"] = token;
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined;
    if (send.form) {
      if (csrf === "field") send.form.set("_token", token);
      body = send.form;
    } else if (send.json !== undefined) {
      const json = csrf === "field" ? { ...(send.json as object), _token: token } : send.json;
      body = JSON.stringify(json);
      headers["content-type"] = "application/json";
    } else if (send.raw !== undefined || send.bytes !== undefined) {
      body = send.raw ?? new Uint8Array(send.bytes ?? []);
      headers["content-type"] = send.contentType ?? "application/json";
    }
    const response = await fetch(this.base + path, {
      method,
      headers,
      body,
      redirect: "manual",
      ...(send.signal ? { signal: send.signal } : {}),
    });
    this.remember(response);
    return response;
  }

  get = (path: string, send?: Send) => this.request("GET", path, send);
  post = (path: string, json: unknown = {}, send: Send = {}) => this.request("POST", path, { json, ...send });

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface Portal {
  readonly base: string;
  /** Every module's fake use cases by name: the same stubs the app was given in `modules`. */
  readonly useCases: FakeUseCases;
  readonly modules: FakeModules;
  readonly sessions: MapSessionStore;
  readonly rateLimiter: MapRateLimiter;
  readonly idempotency: MapIdempotencyStore;
  readonly config: HttpConfig;
  browser(): Browser;
  /** A browser signed in as `user`, its session already in the store. */
  signedIn(user: UserRecord): Promise<Browser>;
  close(): Promise<void>;
}

/** The real app on an ephemeral port, with fake use cases and Map-based stores. */
export async function startPortal(
  options: {
    config?: Partial<HttpConfig>;
    uiDir?: string;
    logger?: Logger;
    /** A test server's clock (POST /api/test/clock). */
    testClock?: TestClockControl;
  } = {},
): Promise<Portal> {
  const modules = fakeModules();
  const useCases = byName(modules);
  const sessions = new MapSessionStore();
  const rateLimiter = new MapRateLimiter();
  const idempotency = new MapIdempotencyStore();
  const usersBySession = new Map<string, UserRecord>();
  const config: HttpConfig = {
    ...defaultHttpConfig,
    csrfSecret: randomBytes(32).toString("base64url"),
    ...options.config,
  };
  // As the identity module does: the session touched (its idle time renewed), then its user.
  useCases.currentUser.callsFake(async (id) =>
    id && (await sessions.touch(id, config.sessionIdleSeconds)) ? usersBySession.get(id) : undefined,
  );
  const app = createHttpApp({
    ...modules,
    sessions,
    rateLimiter,
    idempotency,
    config,
    logger: options.logger ?? pino({ level: "silent" }),
    ...(options.uiDir ? { uiDir: options.uiDir } : {}),
    ...(options.testClock ? { testClock: options.testClock } : {}),
  });
  const server: Server = createServer(httpHandler(app));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    useCases,
    modules,
    sessions,
    rateLimiter,
    idempotency,
    config,
    browser: () => new Browser(base),
    async signedIn(user) {
      const id = randomBytes(24).toString("base64url");
      await sessions.create(
        { id, user_id: user.id, created_at: new Date().toISOString() },
        config.sessionIdleSeconds,
      );
      usersBySession.set(id, user);
      const browser = new Browser(base);
      browser.cookies.set("portal_session", id);
      return browser;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
