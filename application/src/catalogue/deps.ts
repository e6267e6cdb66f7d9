import type { LookupCatalogue } from "../shared";

/** The port the lookups read, resolved from the container by the composition root. */
export interface CatalogueDeps {
  readonly catalogue: LookupCatalogue;
}
