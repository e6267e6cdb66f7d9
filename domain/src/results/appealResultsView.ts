import * as t from "io-ts";
import { AppealStatusCodec } from "../appeals";
import { Id } from "../shared/primitives";
import { InstrumentView } from "./instrumentView";

/** An appeal's instruments with their results, and what staff may do with them now. */
export const AppealResultsView = t.strict({
  appeal_id: Id,
  appeal_status: AppealStatusCodec,
  /** Staff may record results now (the appeal is contracted, invoiced or paid). */
  may_record: t.boolean,
  /** Staff may correct and revoke. */
  may_amend: t.boolean,
  /** Staff may mark instruments received (the appeal is contracted, invoiced or paid). */
  may_receive: t.boolean,
  /** Every instrument has a result. */
  complete: t.boolean,
  instruments: t.readonlyArray(InstrumentView),
});
export type AppealResultsView = t.TypeOf<typeof AppealResultsView>;
