import type { Actor } from "@portal/application";
import { catalogueApi, type ParamsOf } from "@portal/domain";
import type * as t from "io-ts";
import { LookupAnswers } from "../lookupAnswers";
import { route } from "../route";
import { newRouter, type RouteDeps } from "./deps";

type List = (typeof catalogueApi)[keyof typeof catalogueApi];

/** The catalogues behind the selects; anyone may read them. */
export function lookupRoutes({ catalogue: u, lookupAnswers: answers = new LookupAnswers() }: RouteDeps) {
  const router = newRouter();

  /**
   * Answers the list itself (spec 7: "lists"), names in the caller's language, encoded with
   * its row's codec. The catalogue is the seed's, fixed while the server runs, so each
   * answer is serialized once per language and path and then served as the same bytes:
   * here, and for an anonymous caller by the fast path outside Koa (`fastLookups.ts`; the
   * benchmark's lookups, bench/).
   */
  const list = <C extends List>(
    call: C,
    load: (actor: Actor, params: ParamsOf<C>) => Promise<t.TypeOf<C["answer"]>>,
  ) =>
    route(router, call, async ({ actor, params, ctx }) => {
      const answer =
        answers.get(actor.lang, ctx.path) ??
        answers.remember(
          actor.lang,
          ctx.path,
          JSON.stringify((call.answer as t.Mixed).encode(await load(actor, params))),
        );
      ctx.type = "application/json";
      ctx.body = answer.text;
    });

  const api = catalogueApi;
  list(api.provinces, (a) => u.provinces(a));
  list(api.regions, (a) => u.provinces(a));
  list(api.types, (a) => u.types(a));
  list(api.branches, (a) => u.branches(a));
  list(api.backBranches, (a) => u.branches(a));
  list(api.cities, (a, { id }) => u.cities(a, id));
  list(api.sections, (a, { typeId }) => u.sections(a, typeId));
  list(api.devicesOfSection, (a, { sectionId }) => u.devicesBySection(a, sectionId));
  list(api.devicesOfType, (a, { typeId }) => u.devicesByType(a, typeId));
  list(api.devicesOfTypeAndSection, (a, { typeId, sectionId }) =>
    u.devicesByTypeAndSection(a, typeId, sectionId),
  );
  list(api.allDevices, (a) => u.allDevices(a));
  list(api.countries, (a) => u.countries(a));
  return router;
}
