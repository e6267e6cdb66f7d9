import * as t from "io-ts";
import { Id, Int } from "../shared/primitives";
import { ResultKind } from "./results";
import { ResultView } from "./resultView";

/** One instrument of an appeal (a row of amount N holds N), with its result when it has one. */
export const InstrumentView = t.exact(
  t.intersection([
    t.type({
      row_id: Id,
      /** Its place 1..amount in the row. */
      instrument: Id,
      /** The row's place on the appeal's page, 1-based (the messages' "Qurilma №n.k"). */
      n: Id,
      device_name: t.string,
      kind: ResultKind,
    }),
    t.partial({
      device_id: Id,
      type_id: Id,
      type_name: t.string,
      /** The service type's inspection interval: the default valid-until is the work date plus it. */
      interval_months: Int,
      /** The day staff received it, "YYYY-MM-DD" (kept for the certificate). */
      received_on: t.string,
      /** Its row asks the inspector to visit (check_out): it is checked on site, never received. */
      on_site: t.boolean,
      /** The current version. */
      result: ResultView,
      /** Every version, oldest first (staff and reviewers only: the audit trail). */
      history: t.readonlyArray(ResultView),
    }),
  ]),
);
export type InstrumentView = t.TypeOf<typeof InstrumentView>;
