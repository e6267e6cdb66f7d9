import { message, render, standardsApi } from "@portal/domain";
import type { PortalContext } from "../context";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** The lab's reference standards register: staff and reviewers read it, staff keep it. */
export function standardsRoutes({ standards }: Pick<RouteDeps, "standards">) {
  const router = newRouter();
  const saved = (key: "standardCreated" | "standardUpdated", ctx: PortalContext) =>
    render(message(key), ctx.state.lang);

  route(router, standardsApi.list, ({ actor, query }) =>
    answered(standards.listStandards(actor, query), ({ data, today }) => ({
      status: true as const,
      data,
      today,
    })),
  );

  route(router, standardsApi.get, ({ actor, params }) =>
    answered(standards.getStandard(actor, params.id), (data) => ({ status: true as const, data })),
  );

  route(router, standardsApi.create, ({ actor, body, ctx }) =>
    answered(standards.createStandard(actor, body), (data) => ({
      status: true as const,
      message: saved("standardCreated", ctx),
      data,
    })),
  );

  route(router, standardsApi.update, ({ actor, params, body, ctx }) =>
    answered(standards.updateStandard(actor, params.id, body), (data) => ({
      status: true as const,
      message: saved("standardUpdated", ctx),
      data,
    })),
  );

  return router;
}
