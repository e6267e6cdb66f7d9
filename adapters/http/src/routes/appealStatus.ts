import { decodeStatusChange } from "@portal/application";
import { say } from "../messages";
import { answer, pathIds } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** One step of the appeal lifecycle: {action, note, version, offer_accepted}. */
export function appealStatusRoutes({ appeals }: RouteDeps) {
  const router = newRouter();

  router.post("/api/appeals/:id/status", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      appeals.changeAppealStatus(ctx.state.actor, id, decodeStatusChange(ctx.request.body)),
      (appeal) => ({ status: true, message: say("statusChanged", ctx.state.lang), data: appeal }),
      "boolean",
    );
  });

  return router;
}
