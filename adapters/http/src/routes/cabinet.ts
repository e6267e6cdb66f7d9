import { cabinetApi } from "@portal/domain";
import type { PortalContext } from "../context";
import { say } from "../messages";
import { answered, route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

/** The personal cabinet: user info, company lookup, requisites and bank accounts. */
export function cabinetRoutes({ cabinet }: RouteDeps) {
  const router = newRouter();
  const saved =
    (ctx: PortalContext) =>
    <T>(data: T) => ({ status: true as const, message: say("saved", ctx.state.lang), data });

  route(router, cabinetApi.getUserInfo, ({ actor }) =>
    answered(cabinet.getUserInfo(actor), (info) => ({ data: info })),
  );
  route(router, cabinetApi.updateUserInfo, ({ actor, body }) =>
    answered(cabinet.updateUserInfo(actor, body), (info) => ({
      status: true as const,
      message: {},
      data: info,
    })),
  );
  route(router, cabinetApi.attention, ({ actor }) =>
    answered(cabinet.attention(actor), (attention) => ({ data: attention })),
  );
  route(router, cabinetApi.lookUpCompany, ({ actor, body }) =>
    answered(cabinet.lookUpCompany(actor, body.tin), (company) => ({ res: company })),
  );
  route(router, cabinetApi.listRequisites, ({ actor }) =>
    answered(cabinet.listRequisites(actor), (requisites) => ({ data: requisites })),
  );
  route(router, cabinetApi.yearlyContracts, ({ actor }) =>
    answered(cabinet.yearlyContracts(actor), (contracts) => ({ data: contracts })),
  );
  route(router, cabinetApi.saveRequisite, ({ actor, body, ctx }) =>
    answered(cabinet.saveRequisite(actor, body.data), saved(ctx)),
  );
  route(router, cabinetApi.addCabinetAccount, ({ actor, body, ctx }) =>
    answered(cabinet.addCabinetAccount(actor, body), saved(ctx)),
  );
  route(router, cabinetApi.updateCabinetAccount, ({ actor, body, ctx }) =>
    answered(cabinet.updateCabinetAccount(actor, body), saved(ctx)),
  );
  route(router, cabinetApi.activateCabinetAccount, ({ actor, body, ctx }) =>
    answered(cabinet.activateCabinetAccount(actor, body.id), saved(ctx)),
  );
  route(router, cabinetApi.deleteCabinetAccount, ({ actor, params, ctx }) =>
    answered(cabinet.deleteCabinetAccount(actor, params.id), () => ({
      status: true as const,
      message: say("deleted", ctx.state.lang),
    })),
  );
  route(router, cabinetApi.getCabinetAccount, ({ actor, params }) =>
    answered(cabinet.getCabinetAccount(actor, params.id), (account) => ({ data: account })),
  );

  return router;
}
