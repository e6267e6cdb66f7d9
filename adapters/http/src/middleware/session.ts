import type { IdentityUseCases } from "@portal/application";
import type { Middleware, ParameterizedContext } from "koa";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";
import { newAnonymousCsrfToken, sessionCsrfToken, setCsrfToken } from "./csrfTokens";

export const SESSION_COOKIE = "portal_session";

export const sessionCookieOptions = (config: HttpConfig) =>
  ({ httpOnly: true, sameSite: "lax", secure: config.secureCookies, path: "/", overwrite: true }) as const;

export const readSessionCookie = (ctx: ParameterizedContext<PortalState>): string | undefined => {
  const id = ctx.cookies.get(SESSION_COOKIE);
  return id && id.length <= 256 ? id : undefined;
};

/** Gives the browser a session: its cookie, and the CSRF token bound to it (a new one per session). */
export const setSessionCookie = (
  ctx: ParameterizedContext<PortalState>,
  config: HttpConfig,
  sessionId: string,
): void => {
  ctx.cookies.set(SESSION_COOKIE, sessionId, sessionCookieOptions(config));
  setCsrfToken(ctx, config, sessionCsrfToken(config, sessionId));
};

/**
 * Makes the browser anonymous: clears its session cookie and gives it a fresh anonymous
 * CSRF token, so the session's token is refused from now on.
 */
export const clearSessionCookie = (ctx: ParameterizedContext<PortalState>, config: HttpConfig): void => {
  ctx.cookies.set(SESSION_COOKIE, null, sessionCookieOptions(config));
  setCsrfToken(ctx, config, newAnonymousCsrfToken(config));
};

/**
 * Finds the caller: asks the identity use cases for the session's user, which touches the
 * session (renewing its idle time) once, there and not here. An unknown or expired session
 * reads as anonymous and its cookie is cleared. A request to one of `sessionless` paths is
 * anonymous whatever cookie it brings (a payment system's call), and its session is left alone.
 */
export const session =
  (
    identity: IdentityUseCases,
    config: HttpConfig,
    sessionless: ReadonlySet<string> = new Set(),
  ): Middleware<PortalState> =>
  async (ctx, next) => {
    if (sessionless.has(ctx.path)) {
      ctx.state.actor = { lang: ctx.state.lang };
      return next();
    }
    const id = readSessionCookie(ctx);
    const user = id ? await identity.currentUser(id) : undefined;
    if (user && id) ctx.state.sessionId = id;
    else if (ctx.cookies.get(SESSION_COOKIE)) clearSessionCookie(ctx, config);
    ctx.state.actor = user ? { user, lang: ctx.state.lang } : { lang: ctx.state.lang };
    await next();
  };
