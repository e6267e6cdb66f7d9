import { feedbackApi } from "@portal/domain";
import { callerAddress } from "../middleware/addressGroup";
import { rateLimit } from "../middleware/rateLimit";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** The feedback form (spec 2.2): anyone may send, a few times a minute per address. */
export function feedbackRoutes({ feedback, rateLimiter, config }: RouteDeps) {
  const router = newRouter();
  const limited = rateLimit(
    rateLimiter,
    config.rateLimits.feedback,
    (ctx) => `apply:ip:${callerAddress(ctx)}`,
  );
  route(
    router,
    feedbackApi.sendFeedback,
    ({ actor, body }) => answered(feedback.sendFeedback(actor, body), () => ({ success: true as const })),
    limited,
  );
  return router;
}
