import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import type { Middleware } from "koa";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";

/**
 * Helmet with a strict CSP: scripts, styles, frames and connections from our own origin
 * only; the offer modal frames /offerta-4.html of the same origin, so frames and
 * frame-ancestors allow 'self'. HSTS and upgrade-insecure-requests only behind TLS.
 */
const helmetOptions = (config: HttpConfig): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
    },
  },
  referrerPolicy: { policy: "same-origin" },
  strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  xFrameOptions: { action: "sameorigin" },
});

/** A header as it goes on the wire: its name and its value. */
export type HeaderLine = readonly [string, string];

/**
 * The headers helmet sets, computed once: with these options they depend on nothing in the
 * request (no nonces, no per-request directives), so running helmet's twelve middlewares
 * on every request would only repeat the same answer. Helmet itself computes the list,
 * on a recording response, so the list is exactly helmet's.
 */
export function securityHeaderLines(config: HttpConfig): readonly HeaderLine[] {
  const lines = new Map<string, HeaderLine>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      lines.set(name.toLowerCase(), [name, String(value)]),
    removeHeader: (name: string) => lines.delete(name.toLowerCase()),
    getHeader: () => undefined,
  };
  let failure: unknown;
  helmet(helmetOptions(config))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return [...lines.values()];
}

/** Of helmet's headers, those that mean something for a JSON answer or a download. */
const API_HEADERS = new Set([
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);

/**
 * The headers of an API answer (a path under /api/: JSON, or a PDF sent as an attachment).
 * Nothing in them is a page, so the CSP allows nothing to load (`default-src 'none'`) and
 * keeps the framing rule; the page-only headers (DNS prefetch, Origin-Agent-Cluster, the
 * opener policy, the old IE ones) are left out. About 200 bytes instead of about 700 on
 * every answer; the lookups are most of the anonymous traffic (`npm run bench`).
 */
export function apiHeaderLines(config: HttpConfig): readonly HeaderLine[] {
  return [
    ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'"],
    ...securityHeaderLines(config).filter(([name]) => API_HEADERS.has(name.toLowerCase())),
  ];
}

const isApiPath = (path: string): boolean => path.startsWith("/api/");

/** Sets the precomputed security headers on every answer, errors included. */
export const securityHeaders = (config: HttpConfig): Middleware<PortalState> => {
  const page = securityHeaderLines(config);
  const api = apiHeaderLines(config);
  return async (ctx, next) => {
    for (const [name, value] of isApiPath(ctx.path) ? api : page) ctx.res.setHeader(name, value);
    await next();
  };
};

/**
 * With secure cookies on, TLS is terminated in front of the app: cookies are sent with
 * `Secure` although the hop to us is plain HTTP.
 */
export const secureCookieTransport =
  (config: HttpConfig): Middleware<PortalState> =>
  async (ctx, next) => {
    if (config.secureCookies) ctx.cookies.secure = true;
    await next();
  };
