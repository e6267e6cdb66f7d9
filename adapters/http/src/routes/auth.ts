import { type ActingSession, ONEID_STATE_SECONDS, type UserRecord } from "@portal/application";
import { decode, identityApi, message, ONEID_CALLBACK_PAGE, render } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { untilClientGoes } from "../clientGone";
import type { HttpConfig } from "../config";
import type { PortalContext } from "../context";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import {
  clearSessionCookie,
  REPLACED_SESSION_GRACE_SECONDS,
  readSessionCookie,
  setSessionCookie,
} from "../middleware/session";
import { say } from "../messages";
import { refuse } from "../respond";
import { route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** What a client may know of a user: everything but the password hash. */
const publicUser = ({ password_hash: _hash, ...user }: UserRecord) => user;

/** The login a sign-in's limits count by, read with the call's own codec (the limits run before it decodes). */
const loginOf = (body: unknown): string => {
  const decoded = decode(identityApi.signIn.body, body ?? {});
  const login = E.isRight(decoded) ? decoded.right.login : undefined;
  return login === undefined ? "" : login.trim().toLowerCase();
};

/** The cookie that binds a started OneID sign-in to the browser that started it. */
const ONEID_COOKIE = "portal_oneid";
const oneIdCookieOptions = (config: HttpConfig) =>
  ({
    httpOnly: true,
    sameSite: "lax",
    secure: config.secureCookies,
    path: "/auth/oneid",
    maxAge: ONEID_STATE_SECONDS * 1000,
    overwrite: true,
  }) as const;

/**
 * Where OneID sends the person back: the UI's callback page, at the configured public
 * address in production (OneID knows only the registered one), else where the browser is.
 */
const oneIdCallbackOf = (ctx: PortalContext, config: HttpConfig): string =>
  `${config.publicBaseUrl ?? `${ctx.protocol}://${ctx.host}`}${ONEID_CALLBACK_PAGE}`;

/** Where a sign-in is posted. */
export const SIGN_IN_PATH = "/auth/login";

/** The key of the per-address sign-in limit (whatever the login). */
export const signInAddressKey = (ctx: PortalContext): string => `login-address:${callerAddress(ctx)}`;

/** Sign-in, sign-out and who am I. */
export function authRoutes({ identity, sessions, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  // Three limits, cheapest refusal first, each counted before any password is checked:
  // one address trying many logins, one address guessing one login, and many addresses
  // guessing one login (failed attempts only, so its owner's own sign-ins never count).
  const limits = [
    rateLimit(rateLimiter, config.rateLimits.loginAddress, signInAddressKey),
    rateLimit(
      rateLimiter,
      config.rateLimits.login,
      (ctx) => `login:${callerAddress(ctx)}:${loginOf(ctx.request.body)}`,
    ),
    rateLimit(
      rateLimiter,
      config.rateLimits.loginAccount,
      (ctx) => `login-account:${loginOf(ctx.request.body)}`,
      (ctx) => ctx.status === 401,
    ),
  ];

  // A sign-in always gets a new session id and the one the browser had is destroyed,
  // so an id planted before sign-in is worth nothing after it; the CSRF token is bound to
  // the new session, so a token known before sign-in is refused after it. A sign-out gives
  // the browser a fresh anonymous token.
  route(
    router,
    identityApi.signIn,
    async ({ body, ctx }) => {
      // A sign-in whose client has gone while it waited for a password check is not checked.
      const outcome = await untilClientGoes(ctx.res, (gone) => identity.signIn(body, gone));
      if (outcome._tag === "Left" && outcome.left._tag === "Unauthenticated") {
        // A wrong login or password: said plainly, without telling which of the two.
        ctx.status = 401;
        ctx.body = { status: false, message: render(message("wrongCredentials"), ctx.state.lang) };
        return;
      }
      if (outcome._tag === "Left") return refuse(ctx, outcome.left, "boolean");
      const previous = readSessionCookie(ctx);
      if (previous) await sessions.replace(previous, REPLACED_SESSION_GRACE_SECONDS);
      const { session, user } = outcome.right;
      await sessions.create(session, config.sessionIdleSeconds);
      setSessionCookie(ctx, config, session.id);
      return E.right({ status: true as const, data: publicUser(user) });
    },
    ...limits,
  );

  route(router, identityApi.signOut, async ({ ctx }) => {
    const id = ctx.state.sessionId ?? readSessionCookie(ctx);
    if (id) {
      await identity.signOut(id);
      await sessions.destroy(id);
    }
    clearSessionCookie(ctx, config);
    return E.right({ status: true as const, message: say("signedOut", ctx.state.lang) });
  });

  // Signing in through OneID (docs/security.md, "OneID"): the start binds a fresh state to
  // this browser by a short-lived cookie; the finish takes the state once, checks the cookie,
  // and signs in like a password sign-in (a new session id and CSRF token). Failures are
  // answered as JSON messages the UI's callback page shows, never a 500.
  route(
    router,
    identityApi.oneIdStart,
    async ({ ctx }) => {
      const started = await identity.startOneId(oneIdCallbackOf(ctx, config));
      if (E.isLeft(started)) return started;
      ctx.cookies.set(ONEID_COOKIE, started.right.browser, oneIdCookieOptions(config));
      return E.right({ status: true as const, url: started.right.url });
    },
    rateLimit(rateLimiter, config.rateLimits.loginAddress, signInAddressKey),
  );

  route(
    router,
    identityApi.oneIdFinish,
    async ({ body, ctx }) => {
      const browser = ctx.cookies.get(ONEID_COOKIE) ?? undefined;
      ctx.cookies.set(ONEID_COOKIE, null, oneIdCookieOptions(config));
      const finished = await identity.finishOneId(body, browser);
      if (E.isLeft(finished)) return finished;
      return E.right(await startActing(ctx, finished.right));
    },
    rateLimit(rateLimiter, config.rateLimits.loginAddress, signInAddressKey),
  );

  route(router, identityApi.actAs, async ({ body, ctx }) => {
    const acting = await identity.actAs(ctx.state.sessionId ?? "", body.tin);
    if (E.isLeft(acting)) return acting;
    return E.right(await startActing(ctx, acting.right));
  });

  route(router, identityApi.accounts, async ({ ctx, actor }) =>
    E.right({
      data: actor.user ? [...(await identity.accountChoices(ctx.state.sessionId ?? "", actor.user))] : [],
    }),
  );

  /** The browser's session becomes the acting one: its cookie and CSRF token, the old one gone. */
  async function startActing(ctx: PortalContext, acting: ActingSession) {
    const previous = readSessionCookie(ctx);
    if (previous && previous !== acting.session.id)
      await sessions.replace(previous, REPLACED_SESSION_GRACE_SECONDS);
    setSessionCookie(ctx, config, acting.session.id);
    return { status: true as const, data: publicUser(acting.user), accounts: [...acting.accounts] };
  }

  route(router, identityApi.me, async ({ actor }) =>
    E.right({ data: actor.user ? publicUser(actor.user) : null }),
  );

  return router;
}
