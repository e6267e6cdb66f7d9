import * as t from "io-ts";
import { StoredJsonValue } from "../appeals";
import { described } from "../shared/schema";
import { Id } from "../shared/primitives";

/** So'm as the server writes it: a decimal string with two decimals. */
const SOM = { type: "string", pattern: "^\\d+\\.\\d{2}$" } as const;

/**
 * A row of a contract or invoice as stored: the appeal's row, its own fields kept as JSON,
 * with the joint choice staff made and what the customer pays for it (`cost` is the line's
 * total, as the contract call of spec 7 reads it).
 */
export const ContractLine = described(t.record(t.string, StoredJsonValue), {
  type: "object",
  description: "The appeal's row as stored, with the joint choice and the priced line",
  properties: {
    together: { enum: [0, 1] },
    unit_price: SOM,
    discount: SOM,
    vat: SOM,
    total: SOM,
    cost: SOM,
  },
});
export type ContractLine = t.TypeOf<typeof ContractLine>;

/** A contract, or the invoice of a yearly contract. */
export const ContractKind = t.keyof({ contract: null, invoice: null }, "ContractKind");
export type ContractKind = t.TypeOf<typeof ContractKind>;

/**
 * A contract or invoice staff made from an appeal, as it is stored and answered: its rows
 * priced from the stored appeal and the domain fees, the total a decimal string of so'm.
 */
export const ContractRecord = t.strict({
  id: Id,
  appeal_id: Id,
  owner_id: Id,
  kind: ContractKind,
  contract_number: t.string,
  devices: t.array(ContractLine),
  total: t.string,
  created_by: Id,
  created_at: t.string,
});
export type ContractRecord = t.TypeOf<typeof ContractRecord>;
