import type { Actor, CatalogueUseCases } from "@portal/application";
import type { RouteContext } from "../context";
import { LookupAnswers } from "../lookupAnswers";
import { pathIds } from "../respond";
import { newRouter, type RouteDeps } from "./deps";

type ListOf = (actor: Actor, ...ids: number[]) => Promise<unknown[]>;

/** Each lookup of spec 7: its path, what it lists, and the names of its id parameters. */
const lists = (u: CatalogueUseCases): ReadonlyArray<readonly [string, ListOf, ...string[]]> => [
  ["/api/front/provinces", (a) => u.provinces(a)],
  ["/api/front/regions", (a) => u.provinces(a)],
  ["/api/front/types", (a) => u.types(a)],
  ["/api/front/branches", (a) => u.branches(a)],
  ["/back/api/branches", (a) => u.branches(a)],
  ["/api/front/cities/:id", (a, id) => u.cities(a, id), "id"],
  ["/api/front/sections/:typeId", (a, typeId) => u.sections(a, typeId), "typeId"],
  ["/api/front/devices/:sectionId", (a, sectionId) => u.devicesBySection(a, sectionId), "sectionId"],
  ["/api/front/devices-from-type/:typeId", (a, typeId) => u.devicesByType(a, typeId), "typeId"],
  [
    "/api/front/devices-from-type-section/:typeId/:sectionId",
    (a, typeId, sectionId) => u.devicesByTypeAndSection(a, typeId, sectionId),
    "typeId",
    "sectionId",
  ],
  ["/devices/all", (a) => u.allDevices(a)],
  ["/devices/countries", (a) => u.countries(a)],
];

/**
 * Answers the list itself (spec 7: "lists"), names in the caller's language. The catalogue
 * is the seed's, fixed while the server runs, so each answer is serialized once per language
 * and path and then served as the same bytes (the benchmark's lookups, bench/).
 */
const list = (load: ListOf, params: readonly string[], answers: LookupAnswers) => {
  return async (ctx: RouteContext): Promise<void> => {
    const ids = pathIds(ctx, ...params);
    if (ids === undefined) return;
    const { lang } = ctx.state.actor;
    const answer =
      answers.get(lang, ctx.path) ??
      answers.remember(lang, ctx.path, JSON.stringify(await load(ctx.state.actor, ...ids)));
    ctx.type = "application/json";
    ctx.body = answer.text;
  };
};

/** The catalogues behind the selects; anyone may read them. */
export function lookupRoutes({ catalogue, lookupAnswers = new LookupAnswers() }: RouteDeps) {
  const router = newRouter();
  for (const [path, load, ...params] of lists(catalogue)) router.get(path, list(load, params, lookupAnswers));
  return router;
}
