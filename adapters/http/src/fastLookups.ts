import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseQuery } from "node:querystring";
import type { Logger } from "pino";
import type { HttpConfig } from "./config";
import type { LookupAnswers } from "./lookupAnswers";
import type { HttpMetrics } from "./metrics";
import { askedLanguage, negotiatedLanguages } from "./middleware/language";
import { REQUEST_ID } from "./middleware/requestLog";
import { apiHeaderLines } from "./middleware/securityHeaders";
import { SESSION_COOKIE } from "./middleware/session";

/** Handles the request and says true, or leaves it untouched and says false. */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

const cookiePattern = (name: string) => new RegExp(`(?:^|;) *${name.replace(/[-.]/g, "\\$&")}=([^;]*)`);
const SESSION = cookiePattern(SESSION_COOKIE);

/**
 * Anonymous lookups without Koa: a GET that carries no session cookie, for a path whose
 * answer the lookup routes already gave in the language asked for (`LookupAnswers`), is
 * answered here with the same bytes and the same headers the Koa stack would send — the
 * request id, the API's security headers — and the same log line. Everything else (a
 * session to renew, a body, a first answer, an unusual path) goes through Koa.
 * The catalogue behind the selects is most of the anonymous traffic; the profile of
 * `npm run bench` showed the middleware stack, not the answer, cost 80 % of its time.
 *
 * One header the full stack adds is left out: the XSRF-TOKEN cookie. These answers are
 * public data; a browser has its token from the page that asks for them (every page and
 * every other answer goes through Koa and sets it), and an unsafe call made without one is
 * refused with a 419 that sets it (docs/decisions.md, "Performance").
 */
export function fastLookups(
  answers: LookupAnswers,
  logger: Logger,
  config: HttpConfig,
  metrics?: HttpMetrics,
  routeOf?: (method: string, path: string) => string | undefined,
): FastPath {
  const fixed = apiHeaderLines(config).flat();
  // The route template of each path answered here (a path is here only once a route answered it).
  const templates = new Map<string, string>();
  const templateOf = (path: string): string => {
    let template = templates.get(path);
    if (template === undefined) {
      template = routeOf?.("GET", path) ?? path;
      if (templates.size < 10_000) templates.set(path, template);
    }
    return template;
  };
  return (req, res) => {
    if (req.method !== "GET") return false;
    const started = performance.now();
    const url = req.url ?? "";
    const queryAt = url.indexOf("?");
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    const cookie = req.headers.cookie;
    if (cookie !== undefined && SESSION.test(cookie)) return false;
    const lang =
      (queryAt < 0 ? undefined : askedLanguage(parseQuery(url.slice(queryAt + 1))["lang"])) ??
      negotiatedLanguages.get(req.headers["accept-language"] ?? "");
    const answer = lang && answers.get(lang, path);
    if (!answer) return false;

    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.writeHead(200, [
      "X-Request-Id",
      requestId,
      ...fixed,
      "Content-Type",
      "application/json; charset=utf-8",
      "Content-Length",
      answer.length,
    ]);
    res.end(answer.text);
    const elapsed = performance.now() - started;
    metrics?.request("GET", templateOf(path), 200, elapsed / 1000);
    const durationMs = Math.round(elapsed * 10) / 10;
    logger.info({ requestId, method: "GET", path, status: 200, durationMs }, "request");
    return true;
  };
}
