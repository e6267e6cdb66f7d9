import { message, render } from "@portal/domain";
import type { UserRecord } from "@portal/application";
import { untilClientGoes } from "../clientGone";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import { clearSessionCookie, readSessionCookie, setSessionCookie } from "../middleware/session";
import { say } from "../messages";
import { bodyRecord, refuse } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** What a client may know of a user: everything but the password hash. */
const publicUser = ({ password_hash: _hash, ...user }: UserRecord) => user;

const loginOf = (body: unknown): string => {
  const login = bodyRecord(body)["login"];
  return typeof login === "string" ? login.trim().toLowerCase().slice(0, 100) : "";
};

/** Sign-in, sign-out and who am I. */
export function authRoutes({ identity, sessions, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  // Three limits, cheapest refusal first, each counted before any password is checked:
  // one address trying many logins, one address guessing one login, and many addresses
  // guessing one login (failed attempts only, so its owner's own sign-ins never count).
  const limits = [
    rateLimit(rateLimiter, config.rateLimits.loginAddress, (ctx) => `login-address:${callerAddress(ctx)}`),
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
  router.post("/auth/login", ...limits, async (ctx) => {
    const body = bodyRecord(ctx.request.body);
    // A sign-in whose client has gone while it waited for a password check is not checked.
    const outcome = await untilClientGoes(ctx.res, (gone) =>
      identity.signIn(body["login"], body["password"], gone),
    );
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
    ctx.body = { status: true, data: publicUser(user) };
  });

  router.post("/auth/logout", async (ctx) => {
    const id = ctx.state.sessionId ?? readSessionCookie(ctx);
    if (id) {
      await identity.signOut(id);
      await sessions.destroy(id);
    }
    clearSessionCookie(ctx, config);
    ctx.body = { status: true, message: say("signedOut", ctx.state.lang) };
  });

  router.get("/auth/me", (ctx) => {
    const { user } = ctx.state.actor;
    ctx.body = { data: user ? publicUser(user) : null };
  });

  return router;
}
