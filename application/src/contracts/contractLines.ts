import {
  add,
  appealRowFee,
  billedRow,
  exemptionOf,
  KOMPLEKS,
  type Money,
  type StoredAppealRow,
  storedAmount,
  storedTypeId,
  toDecimalString,
  ZERO,
} from "@portal/domain";
import { type AppealRecord, toJson } from "../shared";

/** One line of a contract or invoice: what the customer pays for one row of the appeal. */
export interface ContractLine {
  readonly unit_price: Money;
  readonly discount: Money;
  readonly vat: Money;
  /** What the line adds to the contract's total. */
  readonly total: Money;
}

/**
 * A row priced for the contract. Fee-priced rows (recognition, expertise, kompleks…) take
 * the domain fee with the joint choice staff made; their fee is the price, with no
 * discount or VAT on top (docs/decisions.md). Catalogue-priced rows (verification) keep
 * what their save computed, the full price: unit cost, discount, VAT and the total with VAT;
 * a claim of exemption applies only once confirmed (without VAT, or nothing when free by decree).
 */
export function contractLine(appeal: AppealRecord, row: StoredAppealRow, together: boolean): ContractLine {
  const amount = storedAmount(row);
  const kind = appeal.kind === "kompleks" ? KOMPLEKS : storedTypeId(row, appeal.type_id);
  const fee = appealRowFee(kind, amount, together);
  if (fee !== undefined) {
    return { unit_price: appealRowFee(kind, 1, false) ?? ZERO, discount: ZERO, vat: ZERO, total: fee };
  }
  return billedRow(row, exemptionOf(appeal));
}

/**
 * The appeal's rows as the contract stores them: each with the joint choice and its line
 * (`cost` is the line's total, as the contract call of spec 7 reads it).
 */
export function contractRows(appeal: AppealRecord, togetherOf: (row: StoredAppealRow) => boolean) {
  const priced = appeal.devices.map((row) => {
    const together = togetherOf(row);
    return { row, together, line: contractLine(appeal, row, together) };
  });
  const rows = priced.map(({ row, together, line }) =>
    toJson({ ...row, together: together ? 1 : 0, ...line, cost: line.total }),
  );
  const total = add(...priced.map(({ line }) => line.total));
  return { rows, total: toDecimalString(total) };
}

/** The ids of the rows a stored contract gave one joint certificate (none without a contract). */
export function jointRowsOf(
  contract: { readonly devices: readonly unknown[] } | undefined,
): ReadonlySet<number> {
  const joint = new Set<number>();
  for (const row of contract?.devices ?? []) {
    const { id, together } = (row ?? {}) as { id?: unknown; together?: unknown };
    if (typeof id === "number" && together === 1) joint.add(id);
  }
  return joint;
}
