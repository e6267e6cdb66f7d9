import type { CabinetAccountRecord } from "@portal/application";
import type { PortalContext } from "../context";
import { say } from "../messages";
import { answer, bodyRecord, pathIds } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** The personal cabinet: user info, company lookup, requisites and bank accounts. */
export function cabinetRoutes({ cabinet }: RouteDeps) {
  const router = newRouter();
  const accountSaved = (ctx: PortalContext) => (account: CabinetAccountRecord) => ({
    status: true,
    message: say("saved", ctx.state.lang),
    data: account,
  });

  router.get("/get-userinfo", (ctx) =>
    answer(ctx, cabinet.getUserInfo(ctx.state.actor), (info) => ({ data: info })),
  );

  // The modals read `message` as a field-to-messages map; on success it is empty.
  router.post("/post-userinfo", (ctx) =>
    answer(
      ctx,
      cabinet.updateUserInfo(ctx.state.actor, ctx.request.body),
      (info) => ({ status: true, message: {}, data: info }),
      "boolean",
    ),
  );

  router.post("/get-company-inn", (ctx) =>
    answer(
      ctx,
      cabinet.lookUpCompany(ctx.state.actor, bodyRecord(ctx.request.body)["tin"]),
      (company) => ({ res: company }),
      "boolean",
    ),
  );

  router.get("/api/requisites", (ctx) =>
    answer(ctx, cabinet.listRequisites(ctx.state.actor), (requisites) => ({ data: requisites })),
  );

  router.get("/api/yearly-contracts", (ctx) =>
    answer(ctx, cabinet.yearlyContracts(ctx.state.actor), (contracts) => ({ data: contracts })),
  );

  router.post("/front/save-account-number", (ctx) =>
    answer(
      ctx,
      cabinet.saveRequisite(ctx.state.actor, ctx.request.body),
      (requisite) => ({ status: true, message: say("saved", ctx.state.lang), data: requisite }),
      "boolean",
    ),
  );

  router.post("/add-account-number", (ctx) =>
    answer(ctx, cabinet.addCabinetAccount(ctx.state.actor, ctx.request.body), accountSaved(ctx), "boolean"),
  );

  router.post("/update-accounts", (ctx) =>
    answer(
      ctx,
      cabinet.updateCabinetAccount(ctx.state.actor, ctx.request.body),
      accountSaved(ctx),
      "boolean",
    ),
  );

  router.post("/active-check-accounts", (ctx) =>
    answer(
      ctx,
      cabinet.activateCabinetAccount(ctx.state.actor, ctx.request.body),
      accountSaved(ctx),
      "boolean",
    ),
  );

  router.delete("/delete-accounts/:id", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(
      ctx,
      cabinet.deleteCabinetAccount(ctx.state.actor, id),
      () => ({ status: true, message: say("deleted", ctx.state.lang) }),
      "boolean",
    );
  });

  router.get("/edit-accounts/:id", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, cabinet.getCabinetAccount(ctx.state.actor, id), (account) => ({ data: account }));
  });

  return router;
}
