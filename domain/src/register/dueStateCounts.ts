import * as t from "io-ts";
import { DATED_DUE_STATES, DUE_STATES, type DueState } from "./dueState";

/** How many entries of a register are in each due state (GET /self-devices/counts). */
export const DueStateCounts = t.strict(
  Object.fromEntries(DUE_STATES.map((state) => [state, t.number])) as Record<DueState, t.NumberC>,
  "DueStateCounts",
);
export type DueStateCounts = t.TypeOf<typeof DueStateCounts>;

/**
 * The counts of a store's count of each dated state's range (`dueBounds`, one count per
 * range in `DATED_DUE_STATES`' order) and of the unfit entries.
 */
export function dueStateCounts(ranges: readonly number[], unfit: number): DueStateCounts {
  const dated = Object.fromEntries(DATED_DUE_STATES.map((state, i) => [state, ranges[i] ?? 0]));
  return { ...dated, unfit } as DueStateCounts;
}
