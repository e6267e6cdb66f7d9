import type { IdempotencyStore } from "../ports/IdempotencyStore";
import type { Middleware } from "koa";
import type { PortalState } from "../context";
import { say } from "../messages";

const KEY_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * How long a key stays "still running" without an answer. A server killed mid-request
 * never completes its key; after this lease a repeat runs again (the appeal saves find
 * what the first run stored, so running again stores nothing twice). Well above the
 * longest a request can take: its body within 30 s, each store call within seconds.
 */
export const PENDING_SECONDS = 60;

/**
 * A save with an Idempotency-Key runs once: the first answer (2xx or 4xx) is stored and
 * replayed to any repeat with `Idempotent-Replayed: true`; a repeat while the first is
 * still running (for at most `pendingSeconds`) gets 409; a 5xx or a throw frees the key
 * for a retry. Keys are scoped by user and path. Anonymous callers cannot save, so their
 * requests just run.
 */
export const idempotent =
  (store: IdempotencyStore, ttlSeconds: number, pendingSeconds = PENDING_SECONDS): Middleware<PortalState> =>
  async (ctx, next) => {
    const key = ctx.get("Idempotency-Key");
    if (!key) return next();
    if (!KEY_SHAPE.test(key)) {
      ctx.status = 400;
      ctx.body = { status: 0, message: say("idempotencyKeyInvalid", ctx.state.lang) };
      return;
    }
    const user = ctx.state.actor.user;
    if (!user) return next();
    const scoped = `${user.id}:${ctx.path}:${key}`;
    const reservation = await store.reserve(scoped, Math.min(pendingSeconds, ttlSeconds));
    if (reservation.state === "pending") {
      ctx.status = 409;
      ctx.body = { status: 0, message: say("idempotencyPending", ctx.state.lang) };
      return;
    }
    if (reservation.state === "done") {
      ctx.status = reservation.response.status;
      ctx.body = reservation.response.body;
      ctx.set("Idempotent-Replayed", "true");
      return;
    }
    try {
      await next();
    } catch (error) {
      await store.release(scoped);
      throw error;
    }
    const storable = (ctx.status >= 200 && ctx.status < 300) || (ctx.status >= 400 && ctx.status < 500);
    if (storable) await store.complete(scoped, { status: ctx.status, body: ctx.body }, ttlSeconds);
    else await store.release(scoped);
  };
