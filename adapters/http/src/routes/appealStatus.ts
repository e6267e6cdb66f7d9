import { appealsApi, message, render } from "@portal/domain";
import { say } from "../messages";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** One step of the appeal lifecycle: {action, note, version, offer_accepted}; the word on a claim of exemption. */
export function appealStatusRoutes({ appeals }: RouteDeps) {
  const router = newRouter();

  route(router, appealsApi.changeStatus, ({ actor, params, body, ctx }) =>
    answered(appeals.changeAppealStatus(actor, params.id, body), (appeal) => ({
      status: true as const,
      message: say("statusChanged", ctx.state.lang),
      data: appeal,
    })),
  );

  route(router, appealsApi.decideExemption, ({ actor, params, body, ctx }) =>
    answered(appeals.decideExemption(actor, params.id, body), (appeal) => ({
      status: true as const,
      message: render(
        message(appeal.exemption?.state === "confirmed" ? "exemptionConfirmed" : "exemptionRefused"),
        ctx.state.lang,
      ),
      data: appeal,
    })),
  );

  return router;
}
