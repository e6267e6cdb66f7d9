import type { Middleware } from "koa";
import helmet from "koa-helmet";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";

/**
 * Helmet with a strict CSP: scripts, styles, frames and connections from our own origin
 * only; the offer modal frames /offerta-4.html of the same origin, so frames and
 * frame-ancestors allow 'self'. HSTS and upgrade-insecure-requests only behind TLS.
 */
export const securityHeaders = (config: HttpConfig): Middleware<PortalState> =>
  helmet({
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
  }) as Middleware<PortalState>;

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
