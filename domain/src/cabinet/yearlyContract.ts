import * as t from "io-ts";
import { Flag, Id } from "../shared/primitives";

/**
 * A customer's yearly contract (GET /api/yearly-contracts), which a verification appeal may
 * be made under: without VAT (`no_nds` 1) or with `nds` percent, and the lawyers' word on it.
 */
export const YearlyContract = t.strict({
  id: Id,
  user_id: Id,
  contract_number: t.string,
  no_nds: Flag,
  nds: t.number,
  resolution: t.string,
  lawyer_note: t.string,
});
export type YearlyContract = t.TypeOf<typeof YearlyContract>;
