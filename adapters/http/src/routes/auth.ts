import type { UserRecord } from "@portal/application";
import { decode, identityApi, message, render } from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import { untilClientGoes } from "../clientGone";
import type { PortalContext } from "../context";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../middleware/session";
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
      if (previous) await sessions.destroy(previous);
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

  route(router, identityApi.me, async ({ actor }) =>
    E.right({ data: actor.user ? publicUser(actor.user) : null }),
  );

  return router;
}
