import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import { PasswordCheckBusyError } from "@portal/application";
import { LANGUAGES, type Language } from "@portal/domain";
import type { Logger } from "pino";
import type { HttpApp } from "./app";
import type { HttpConfig } from "./config";
import type { PortalContext, PortalState } from "./context";
import { type HttpAnswer, thrownToHttp } from "./failureTable";
import type { FastPath } from "./fastLookups";
import type { HttpMetrics } from "./metrics";
import { askedLanguage, languageOf, negotiatedLanguages } from "./middleware/language";
import { tooManyRequests } from "./middleware/rateLimit";
import { REQUEST_ID } from "./middleware/requestLog";
import { securityHeaderLines } from "./middleware/securityHeaders";
import type { RateLimiter } from "./ports/RateLimiter";
import { SIGN_IN_PATH, signInAddressKey } from "./routes/auth";

/**
 * A body this small is left for Node to discard after the answer, keeping the connection
 * (a sign-in's is well under 1 KB); a larger one, or one of unknown length, closes it, as
 * after a 413: reading it would cost what the refusal saves.
 */
const DISCARDED_BODY_BYTES = 16 * 1024;

interface WireAnswer {
  readonly status: number;
  readonly headers: readonly string[];
  readonly body: string;
}

export interface BusySignInDeps {
  /** Whether a sign-in would now be refused by the password check's full queue. */
  readonly busy: () => boolean;
  readonly rateLimiter: RateLimiter;
  readonly config: HttpConfig;
  readonly logger: Logger;
  readonly metrics?: HttpMetrics;
  readonly routeOf: (method: string, path: string) => string | undefined;
}

/**
 * Sign-ins the password check cannot take, refused before their body is read and before the
 * Koa stack runs. While every check is taken and the queue is full, a sign-in would only be
 * refused 503 by the gate, after the whole stack had parsed its body; a flood larger than the
 * queue made every refused attempt cost that, and slowed every other request (docs/decisions.md).
 * Here it gets the same answer at once: 503 with Retry-After and the message in the caller's
 * language, the request id, the security headers, a log line and its count in the metrics.
 * Koa's request object still reads the caller's address (TRUST_PROXY) and language, without
 * its middleware. Each refusal is counted against the per-address sign-in limit, as the
 * stack counts it, so an address past it is answered 429. The login is in the unread body, so
 * the per-login limits do not count it (nor does the stack: a full queue is not a failure).
 * The CSRF check is not made: its token may be in the body, and a refusal changes nothing.
 * No XSRF cookie is set (the stack's refusal sets one; the page that signs in has it).
 */
export function busySignIns(app: HttpApp, deps: BusySignInDeps): FastPath {
  const { config, logger, metrics } = deps;
  const rule = config.rateLimits.loginAddress;
  const headerLines = securityHeaderLines(config).flat();
  // An answer as it goes out, after the request id: its status, its headers and its body.
  const wire = (answer: HttpAnswer): WireAnswer => {
    const body = JSON.stringify(answer.body);
    const headers = [
      ...headerLines,
      ...Object.entries(answer.headers ?? {}).flat(),
      "Content-Type",
      "application/json; charset=utf-8",
      "Content-Length",
      String(Buffer.byteLength(body)),
    ];
    return { status: answer.status, headers, body };
  };
  // The queue-full answer in each language, made once: a flood is answered it again and again.
  const busyAnswers = new Map<Language, WireAnswer>(
    LANGUAGES.map((lang) => [lang, wire(thrownToHttp(new PasswordCheckBusyError(), lang, config.bodyLimit))]),
  );
  // Whether each path posted to while busy is the sign-in's as the routers match it (its
  // case, a trailing slash), remembered for the paths seen.
  const signInPaths = new Map<string, boolean>([[SIGN_IN_PATH, true]]);
  const isSignIn = (path: string): boolean => {
    let known = signInPaths.get(path);
    if (known === undefined) {
      known = deps.routeOf("POST", path) === SIGN_IN_PATH;
      if (signInPaths.size < 10_000) signInPaths.set(path, known);
    }
    return known;
  };
  // When the limiter fails, the stack answers as it answers any request then.
  let stack: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const toStack = (req: IncomingMessage, res: ServerResponse): void => {
    stack ??= app.callback();
    void stack(req, res);
  };

  // As the stack's `language`, reading the choices it already made for Accept-Language.
  const languageAsked = (ctx: PortalContext, url: string): Language => {
    const queryAt = url.indexOf("?");
    const asked = queryAt < 0 ? undefined : askedLanguage(parseQuery(url.slice(queryAt + 1))["lang"]);
    return asked ?? negotiatedLanguages.get(ctx.req.headers["accept-language"] ?? "") ?? languageOf(ctx);
  };

  const refuse = async (ctx: PortalContext, path: string, started: number): Promise<void> => {
    let answer: WireAnswer | undefined;
    try {
      const lang = languageAsked(ctx, ctx.req.url ?? "");
      const decision = await deps.rateLimiter.hit(signInAddressKey(ctx), rule.limit, rule.windowSeconds);
      answer = decision.allowed ? busyAnswers.get(lang) : wire(tooManyRequests(decision, lang));
    } catch {
      answer = undefined;
    }
    if (!answer) {
      toStack(ctx.req, ctx.res);
      return;
    }
    const incoming = ctx.req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const declared = Number(ctx.req.headers["content-length"]);
    const keep = ctx.req.headers["transfer-encoding"] === undefined && declared <= DISCARDED_BODY_BYTES;
    const headers = ["X-Request-Id", requestId, ...answer.headers];
    if (!keep) headers.push("Connection", "close");
    ctx.res.writeHead(answer.status, headers);
    ctx.res.end(answer.body);
    const elapsed = performance.now() - started;
    metrics?.request("POST", SIGN_IN_PATH, answer.status, elapsed / 1000);
    const durationMs = Math.round(elapsed * 10) / 10;
    logger.info({ requestId, method: "POST", path, status: answer.status, durationMs }, "request");
  };

  return (req, res) => {
    if (req.method !== "POST" || !deps.busy()) return false;
    const started = performance.now();
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const asked = queryAt < 0 ? url : url.slice(0, queryAt);
    // As the stack's `normalisePath`.
    const path = asked.includes("//") ? asked.replace(/\/{2,}/g, "/") : asked;
    if (!isSignIn(path)) return false;
    refuse(app.createContext<PortalState>(req, res), path, started).catch((error: unknown) => {
      // A defect of this path: said in the log, and the request is not left hanging.
      logger.error({ err: error }, "busy sign-in not answered");
      res.destroy();
    });
    return true;
  };
}
