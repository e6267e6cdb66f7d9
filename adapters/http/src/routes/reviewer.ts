import { decodeReviewerUpdate } from "@portal/application";
import { DAY_SECONDS } from "../config";
import { say } from "../messages";
import { idempotent } from "../middleware/idempotency";
import { answer, pathIds } from "../respond";
import { savedBody } from "./appeals";
import { newRouter, type RouteDeps } from "./deps";

/** The reviewer's update of a saved appeal ({base}/reviewer/application/{id}/update saves here). */
export function reviewerRoutes({ appeals, idempotency, config }: RouteDeps) {
  const once = idempotent(idempotency, config.idempotencyTtlSeconds ?? DAY_SECONDS);
  const router = newRouter();

  router.post("/api/reviewer/appeals/:id/update", once, (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      appeals.reviewerUpdateAppeal(ctx.state.actor, id, decodeReviewerUpdate(ctx.request.body)),
      savedBody("numeric", say("saved", ctx.state.lang)),
    );
  });

  return router;
}
