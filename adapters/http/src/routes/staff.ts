import { appealsApi, cabinetApi } from "@portal/domain";
import { answered, route } from "../route";
import { pageAnswer } from "./appeals";
import { newRouter, type RouteDeps } from "./deps";

/** The staff's own calls: the inbox of every appeal and the customer search and the chosen customer of offline entry. */
export function staffRoutes({ appeals, cabinet }: RouteDeps) {
  const router = newRouter();

  route(router, appealsApi.staffInbox, ({ actor, query }) =>
    answered(appeals.staffInbox(actor, query), pageAnswer),
  );

  route(router, cabinetApi.searchCustomers, ({ actor, query }) =>
    answered(cabinet.searchCustomers(actor, query.q), (customers) => ({ data: customers })),
  );
  route(router, cabinetApi.customerForEntry, ({ actor, params }) =>
    answered(cabinet.customerForEntry(actor, params.id), (customer) => ({ data: customer })),
  );

  return router;
}
