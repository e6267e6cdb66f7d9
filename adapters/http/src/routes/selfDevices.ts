import type { SelfDeviceView } from "@portal/application";
import type { PortalContext } from "../context";
import { say } from "../messages";
import { answer, pathIds } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** The own-devices register; the spec reads its status as a boolean. */
export function selfDeviceRoutes({ register }: RouteDeps) {
  const router = newRouter();
  const saved = (ctx: PortalContext) => (device: SelfDeviceView) => ({
    status: true,
    data: device,
    message: say("saved", ctx.state.lang),
  });

  router.get("/self-devices/all", (ctx) =>
    answer(
      ctx,
      register.listSelfDevices(ctx.state.actor),
      (devices) => ({ status: true, data: devices }),
      "boolean",
    ),
  );

  router.post("/self-devices/save", (ctx) =>
    answer(ctx, register.addSelfDevice(ctx.state.actor, ctx.request.body), saved(ctx), "boolean"),
  );

  router.post("/self-devices/:id/update", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      register.updateSelfDevice(ctx.state.actor, id, ctx.request.body),
      saved(ctx),
      "boolean",
    );
  });

  router.post("/self-devices/:id/delete", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      register.deleteSelfDevice(ctx.state.actor, id),
      () => ({ status: true, message: say("deleted", ctx.state.lang) }),
      "boolean",
    );
  });

  return router;
}
