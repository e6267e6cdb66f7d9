import type { CompletionCheck } from "../appeals";
import type { ResultRepository } from "./ports/ResultRepository";
import { missingMessage } from "./instruments";

/**
 * The appeals module asks this before `complete` (docs/decisions.md): the appeal is
 * completed only when every instrument of every row has a result.
 */
export function makeCompletionCheck(deps: { readonly results: ResultRepository }): CompletionCheck {
  return {
    async missing(appeal) {
      return missingMessage(appeal, await deps.results.listByAppeal(appeal.id));
    },
  };
}
