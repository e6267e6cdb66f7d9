/** The catalogue module: what other modules and packages may use of it. */
export type { CatalogueUseCases } from "./CatalogueUseCases";
export type { CatalogueDeps } from "./deps";
export { makeCatalogueUseCases } from "./lookups";
