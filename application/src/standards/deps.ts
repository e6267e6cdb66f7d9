import type { Clock, IdGenerator, LookupCatalogue } from "../shared";
import type { StandardRepository } from "./ports/StandardRepository";

/** The ports the standards register needs, resolved from the container by the composition root. */
export interface StandardsDeps {
  readonly standards: StandardRepository;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}
