import { answer, pathIds } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

/** The staff's own calls: the inbox of every appeal and the customer search and the chosen customer of offline entry. */
export function staffRoutes({ appeals, cabinet }: RouteDeps) {
  const router = newRouter();

  router.get("/api/staff/appeals", (ctx) =>
    answer(ctx, appeals.staffInbox(ctx.state.actor, ctx.query), (page) => ({
      data: page.items,
      next: page.next,
    })),
  );

  router.get("/api/staff/customers", (ctx) =>
    answer(ctx, cabinet.searchCustomers(ctx.state.actor, ctx.query.q), (customers) => ({ data: customers })),
  );

  router.get("/api/staff/customers/:id", (ctx) => {
    const [id] = pathIds(ctx, "id") ?? [];
    if (id === undefined) return;
    return answer(ctx, cabinet.customerForEntry(ctx.state.actor, id), (customer) => ({ data: customer }));
  });

  return router;
}
