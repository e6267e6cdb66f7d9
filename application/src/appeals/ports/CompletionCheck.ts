import type { Message } from "@portal/domain";
import type { AppealRecord } from "../../shared";

/**
 * What must be done before an appeal is completed, asked by the `complete` step. The
 * results module answers it (the instruments with no result); the appeals module knows
 * only this port, so the modules stay acyclic (results uses appeals, never the reverse).
 */
export interface CompletionCheck {
  /** What is missing, as messages; none when the appeal may be completed. */
  missing(appeal: AppealRecord): Promise<readonly Message[]>;
}
