import type { Actor } from "../shared";
import type { CatalogueUseCases } from "./CatalogueUseCases";
import type { CatalogueDeps } from "./deps";

/** Reference lists, in the caller's language; anyone may read them. */
export function makeCatalogueUseCases(deps: CatalogueDeps): CatalogueUseCases {
  const { catalogue } = deps;
  return {
    provinces: (actor: Actor) => catalogue.provinces(actor.lang),
    cities: (actor: Actor, provinceId: number) => catalogue.cities(provinceId, actor.lang),
    branches: (actor: Actor) => catalogue.branches(actor.lang),
    types: (actor: Actor) => catalogue.types(actor.lang, true),
    sections: (actor: Actor, typeId: number) => catalogue.sections(typeId, actor.lang),
    devicesBySection: (actor: Actor, sectionId: number) => catalogue.devicesBySection(sectionId, actor.lang),
    devicesByType: (actor: Actor, typeId: number) => catalogue.devicesByType(typeId, actor.lang),
    devicesByTypeAndSection: (actor: Actor, typeId: number, sectionId: number) =>
      catalogue.devicesByTypeAndSection(typeId, sectionId, actor.lang),
    allDevices: (actor: Actor) => catalogue.allDevices(actor.lang),
    countries: (actor: Actor) => catalogue.countries(actor.lang),
  };
}
