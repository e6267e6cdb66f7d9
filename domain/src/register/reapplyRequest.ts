import * as t from "io-ts";
import { boundedArray, Id } from "../shared/primitives";

/** A re-application reads at most this many entries. */
export const MAX_REAPPLY_ENTRIES = 5_000;

/**
 * What the verification form asks the register for (POST /self-devices/reapply): a line
 * for every due entry, or for the chosen ones.
 */
export const ReapplyRequest = t.union(
  [t.strict({ all_due: t.literal(true) }), t.strict({ ids: boundedArray(Id, MAX_REAPPLY_ENTRIES) })],
  "ReapplyRequest",
);
export type ReapplyRequest = t.TypeOf<typeof ReapplyRequest>;
