import { add, appealRowFee, KOMPLEKS, type Money, parseSom, toDecimalString, ZERO } from "@portal/domain";
import { type AppealRecord, type JsonObject, toJson } from "../shared";

/** One line of a contract or invoice: what the customer pays for one row of the appeal. */
export interface ContractLine {
  readonly unit_price: Money;
  readonly discount: Money;
  readonly vat: Money;
  /** What the line adds to the contract's total. */
  readonly total: Money;
}

const som = (value: unknown): Money => parseSom(String(value ?? "0")) ?? ZERO;

/**
 * A row priced for the contract. Fee-priced rows (recognition, expertise, kompleks…) take
 * the domain fee with the joint choice staff made; their fee is the price, with no
 * discount or VAT on top (docs/decisions.md). Catalogue-priced rows (verification) keep
 * what their save computed: unit cost, discount, VAT and the total with VAT.
 */
export function contractLine(appeal: AppealRecord, row: JsonObject, together: boolean): ContractLine {
  const amount = Number(row.amount ?? 1);
  const kind = appeal.kind === "kompleks" ? KOMPLEKS : Number(row.type_id ?? appeal.type_id);
  const fee = appealRowFee(kind, amount, together);
  if (fee !== undefined) {
    return { unit_price: appealRowFee(kind, 1, false) ?? ZERO, discount: ZERO, vat: ZERO, total: fee };
  }
  return {
    unit_price: som(row.cost),
    discount: som(row.discount),
    vat: som(row.vat),
    total: som(row.total ?? row.cost),
  };
}

/**
 * The appeal's rows as the contract stores them: each with the joint choice and its line
 * (`cost` is the line's total, as the contract call of spec 7 reads it).
 */
export function contractRows(appeal: AppealRecord, togetherOf: (row: JsonObject) => boolean) {
  const rows = appeal.devices.map((row) => {
    const together = togetherOf(row);
    const line = contractLine(appeal, row, together);
    return toJson({ ...row, together: together ? 1 : 0, ...line, cost: line.total });
  });
  const total = add(...rows.map((row) => som(row.total)));
  return { rows, total: toDecimalString(total) };
}
