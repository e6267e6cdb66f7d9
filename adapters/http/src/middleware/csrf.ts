import type { Middleware } from "koa";
import type { HttpConfig } from "../config";
import type { PortalContext, PortalState } from "../context";
import { say } from "../messages";
import { bodyRecord } from "../respond";
import {
  CSRF_COOKIE,
  isAnonymousCsrfToken,
  newAnonymousCsrfToken,
  sameToken,
  sessionCsrfToken,
  setCsrfToken,
} from "./csrfTokens";
import { readSessionCookie } from "./session";

export { CSRF_COOKIE };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Double-submit token issued by the server, kept in a readable cookie (the client copies it
 * into X-XSRF-TOKEN) and re-sent on every answer. It is bound to what the browser is: with
 * a session cookie, the HMAC of that session's id (`sessionCsrfToken`); without one, an
 * anonymous token whose HMAC this server checks. A cookie the client made up is replaced,
 * so the request it came with is refused; a sign-in (a new session) and a sign-out change
 * the token, so one known before either is worthless after it (`routes/auth.ts`).
 */
export const csrfCookie =
  (config: HttpConfig): Middleware<PortalState> =>
  async (ctx, next) => {
    const sessionId = readSessionCookie(ctx);
    const sent = ctx.cookies.get(CSRF_COOKIE);
    const token = sessionId
      ? sessionCsrfToken(config, sessionId)
      : isAnonymousCsrfToken(config, sent)
        ? sent
        : newAnonymousCsrfToken(config);
    setCsrfToken(ctx, config, token);
    await next();
  };

function refuse(ctx: PortalContext): void {
  ctx.status = 419;
  ctx.body = { status: 0, message: say("csrfMismatch", ctx.state.lang) };
}

const bodyToken = (ctx: PortalContext): unknown => bodyRecord(ctx.request.body)["_token"];

/**
 * Every unsafe request carries the token in X-XSRF-TOKEN, X-CSRF-TOKEN or a `_token`
 * field. A multipart upload's field is only known after the upload is parsed, so on the
 * upload paths the check is finished by `csrfCheckDeferred`; elsewhere it is refused.
 */
export const csrfCheck =
  (
    multipartPaths: ReadonlySet<string>,
    tokenlessPaths: ReadonlySet<string> = new Set(),
  ): Middleware<PortalState> =>
  async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) return next();
    // A signed link's POST (RFC 8058 one-click unsubscribe) comes from a mail provider with no
    // cookies: its permission is the signed token in its address, and its route reads no
    // session, so a forged cross-site request gains nothing the link's holder could not do.
    // A payment system's call likewise carries its own key or sign and is never given a session.
    if (tokenlessPaths.has(ctx.path)) return next();
    const candidates = [ctx.get("X-XSRF-TOKEN"), ctx.get("X-CSRF-TOKEN"), bodyToken(ctx)];
    if (candidates.some((candidate) => sameToken(candidate, ctx.state.csrfToken))) return next();
    if (ctx.is("multipart") && multipartPaths.has(ctx.path)) {
      ctx.state.csrfDeferred = true;
      return next();
    }
    refuse(ctx);
  };

export const csrfCheckDeferred: Middleware<PortalState> = async (ctx, next) => {
  if (ctx.state.csrfDeferred && !sameToken(bodyToken(ctx), ctx.state.csrfToken)) return refuse(ctx);
  await next();
};
