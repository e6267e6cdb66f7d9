import type { Language } from "@portal/domain";
import type { RateDecision, RateLimiter } from "../ports/RateLimiter";
import type { Middleware } from "koa";
import type { RateLimitRule } from "../config";
import type { PortalContext, PortalState } from "../context";
import type { HttpAnswer } from "../failureTable";
import { say } from "../messages";
import { callerAddress } from "./addressGroup";

/**
 * Counts a hit under `keyOf(ctx)`; past the rule's limit the answer is 429 with Retry-After.
 * With `counts`, the hit is still taken up front (attempts running at once are all counted)
 * and given back once the answer is known not to count: `counts` is asked after the route
 * answered, and a thrown error counts as not answered.
 */
export const rateLimit =
  (
    limiter: RateLimiter,
    rule: RateLimitRule,
    keyOf: (ctx: PortalContext) => string,
    counts?: (ctx: PortalContext) => boolean,
  ): Middleware<PortalState> =>
  async (ctx, next) => {
    const key = keyOf(ctx);
    const decision = await limiter.hit(key, rule.limit, rule.windowSeconds);
    if (decision.allowed && counts) {
      let answered = false;
      try {
        await next();
        answered = true;
      } finally {
        // A hit that cannot be taken back (the store is down) stays counted: the safe side.
        if (!answered || !counts(ctx)) await limiter.forgive(key).catch(() => undefined);
      }
      return;
    }
    if (decision.allowed) return next();
    const answer = tooManyRequests(decision, ctx.state.lang);
    ctx.set(answer.headers);
    ctx.status = answer.status;
    ctx.body = answer.body;
  };

/** The answer past a limit: 429, Retry-After and the wait in the caller's language. */
export function tooManyRequests(
  decision: RateDecision,
  lang: Language,
): HttpAnswer & { headers: Record<string, string> } {
  const seconds = Math.max(1, Math.ceil(decision.retryAfterSeconds));
  return {
    status: 429,
    headers: { "Retry-After": String(seconds) },
    body: { status: 0, message: say("tooManyRequests", lang, { seconds }) },
  };
}

/** The signed-in user, or the address of an anonymous caller. */
export const userOrAddress = (ctx: PortalContext): string =>
  ctx.state.actor?.user ? `user:${ctx.state.actor.user.id}` : `ip:${callerAddress(ctx)}`;
