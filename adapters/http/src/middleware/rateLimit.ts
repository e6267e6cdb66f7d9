import type { RateLimiter } from "@portal/application";
import type { Middleware } from "koa";
import type { RateLimitRule } from "../config";
import type { PortalContext, PortalState } from "../context";
import { say } from "../messages";

/** Counts a hit under `keyOf(ctx)`; past the rule's limit the answer is 429 with Retry-After. */
export const rateLimit =
  (
    limiter: RateLimiter,
    rule: RateLimitRule,
    keyOf: (ctx: PortalContext) => string,
  ): Middleware<PortalState> =>
  async (ctx, next) => {
    const decision = await limiter.hit(keyOf(ctx), rule.limit, rule.windowSeconds);
    if (decision.allowed) return next();
    const seconds = Math.max(1, Math.ceil(decision.retryAfterSeconds));
    ctx.set("Retry-After", String(seconds));
    ctx.status = 429;
    ctx.body = { status: 0, message: say("tooManyRequests", ctx.state.lang, { seconds }) };
  };

/** The signed-in user, or the address of an anonymous caller. */
export const userOrAddress = (ctx: PortalContext): string =>
  ctx.state.actor?.user ? `user:${ctx.state.actor.user.id}` : `ip:${ctx.ip}`;
