import * as t from "io-ts";
import { Id, Int } from "../shared/primitives";
import { ContractKind } from "./contractRecord";

/**
 * One line of the document as the server would store it: the appeal's row (by its id), its
 * name and amount, and what it costs, each sum a decimal string of so'm.
 */
export const PreviewLine = t.strict({
  id: Id,
  name: t.string,
  amount: Int,
  unit_price: t.string,
  discount: t.string,
  vat: t.string,
  total: t.string,
});
export type PreviewLine = t.TypeOf<typeof PreviewLine>;

/**
 * The appeal's next document before staff create it: a contract, or the invoice of an appeal
 * under the customer's yearly contract, with the lines and total the server will store
 * (priced by the same code as the document, separate certificates); `contract_number` is the
 * number to prefill: the yearly contract's, for an invoice.
 */
export const ContractPreview = t.exact(
  t.intersection([
    t.type({ appeal_id: Id, kind: ContractKind, lines: t.readonlyArray(PreviewLine), total: t.string }),
    t.partial({ contract_number: t.string }),
  ]),
);
export type ContractPreview = t.TypeOf<typeof ContractPreview>;
