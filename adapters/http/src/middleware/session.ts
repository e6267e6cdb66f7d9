import type { IdentityUseCases, SessionStore } from "@portal/application";
import type { Middleware, ParameterizedContext } from "koa";
import type { HttpConfig } from "../config";
import type { PortalState } from "../context";
import { CSRF_COOKIE, newAnonymousCsrfToken, sessionCsrfToken, setCsrfToken } from "./csrfTokens";

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
 * Takes back the cookies the answer was to set (the CSRF token `csrfCookie` re-sends, bound to
 * the replaced session): the browser already holds the new session's, which they would replace.
 */
function withholdCookies(ctx: ParameterizedContext<PortalState>): void {
  const set = ctx.response.get("Set-Cookie") as string | string[] | undefined;
  const kept = (Array.isArray(set) ? set : set ? [set] : []).filter(
    (line) => !line.startsWith(`${CSRF_COOKIE}=`) && !line.startsWith(`${SESSION_COOKIE}=`),
  );
  if (kept.length > 0) ctx.set("Set-Cookie", kept);
  else ctx.remove("Set-Cookie");
}

/**
 * How long a session id replaced by a sign-in or a switch of account is remembered as such:
 * longer than any request a page sends just before the switch takes to answer.
 */
export const REPLACED_SESSION_GRACE_SECONDS = 120;

/**
 * Finds the caller: asks the identity use cases for the session's user, which touches the
 * session (renewing its idle time) once, there and not here. An unknown or expired session
 * reads as anonymous and its cookie is cleared, unless it was just replaced by another (a
 * request the page sent before the switch): then the browser already holds the new cookie,
 * which clearing it would end. A request to one of `sessionless` paths is anonymous whatever
 * cookie it brings (a payment system's call), and its session is left alone.
 */
export const session =
  (
    identity: IdentityUseCases,
    sessions: SessionStore,
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
    else if (id && (await sessions.wasReplaced(id))) withholdCookies(ctx);
    else if (ctx.cookies.get(SESSION_COOKIE)) clearSessionCookie(ctx, config);
    ctx.state.actor = user ? { user, lang: ctx.state.lang } : { lang: ctx.state.lang };
    await next();
  };
