import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import { answer } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** The feedback form (spec 2.2): anyone may send, a few times a minute per address. */
export function feedbackRoutes({ feedback, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const limited = rateLimit(
    rateLimiter,
    config.rateLimits.feedback,
    (ctx) => `apply:ip:${callerAddress(ctx)}`,
  );
  router.post("/apply", limited, (ctx) =>
    answer(ctx, feedback.sendFeedback(ctx.state.actor, ctx.request.body), () => ({ success: true })),
  );
  return router;
}
