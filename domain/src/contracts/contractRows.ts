import type { ContractDevice } from "./contract";
import { type Message, rowMessage } from "../shared/message";

/** The contract call's rows matched to the stored appeal's: the problems, and the ids chosen joint. */
export interface ContractRowChoice {
  readonly problems: readonly Message[];
  /** The ids of the appeal's rows sent with `together = 1`. */
  readonly joint: ReadonlySet<number>;
}

/**
 * Matches the contract / invoice call's rows (spec 7: devices[id, device_id, type_id,
 * amount, cost, together]) to the stored appeal's rows by id, never by position. Every row
 * of the appeal must be named exactly once: a row the appeal does not have (or without an
 * id), a row named twice, or a row of the appeal left out means the page and the stored
 * appeal disagree (a stale page, another appeal's rows), and guessing would put the wrong
 * certificate choice on a priced contract. Request rows are numbered as sent, left-out
 * rows as the appeal numbers them.
 */
export function matchContractRows(
  appealRowIds: readonly number[],
  devices: readonly ContractDevice[] = [],
): ContractRowChoice {
  const known = new Set(appealRowIds);
  const seen = new Set<number>();
  const joint = new Set<number>();
  const problems: Message[] = [];
  devices.forEach((row, i) => {
    const id = row.id;
    if (id === undefined || !known.has(id)) {
      problems.push(rowMessage("contractRowUnknown", i + 1));
    } else if (seen.has(id)) {
      problems.push(rowMessage("contractRowRepeated", i + 1));
    } else {
      seen.add(id);
      if (row.together === 1) joint.add(id);
    }
  });
  appealRowIds.forEach((id, i) => {
    if (!seen.has(id)) problems.push(rowMessage("contractRowMissing", i + 1));
  });
  return { problems, joint };
}
