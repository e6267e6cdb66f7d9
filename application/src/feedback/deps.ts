import type { Clock, IdGenerator, LookupCatalogue } from "../shared";
import type { FeedbackRepository } from "./ports/FeedbackRepository";

/** The ports the feedback needs, resolved from the container by the composition root. */
export interface FeedbackDeps {
  readonly feedback: FeedbackRepository;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}
