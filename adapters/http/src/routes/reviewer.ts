import { appealsApi } from "@portal/domain";
import { DAY_SECONDS } from "../config";
import { say } from "../messages";
import { idempotent } from "../middleware/idempotency";
import { answered, route } from "../route";
import { savedAnswer } from "./appeals";
import { newRouter, type RouteDeps } from "./deps";

/** The reviewer's update of a saved appeal ({base}/reviewer/application/{id}/update saves here). */
export function reviewerRoutes({ appeals, idempotency, config }: RouteDeps) {
  const once = idempotent(idempotency, config.idempotencyTtlSeconds ?? DAY_SECONDS);
  const router = newRouter();

  route(
    router,
    appealsApi.reviewerUpdate,
    ({ actor, params, body, ctx }) =>
      answered(
        appeals.reviewerUpdateAppeal(actor, params.id, body),
        savedAnswer(1, say("saved", ctx.state.lang)),
      ),
    once,
  );

  return router;
}
