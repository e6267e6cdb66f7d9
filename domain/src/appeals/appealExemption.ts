import { add, type Money, ZERO } from "../shared/money";
import { type Exemption, exemptionApplies, exemptionClaimOf } from "./exemption";
import { lineTotal } from "./formulas";
import { type StoredAppeal, type StoredAppealRow, storedAmount, storedSom } from "./storedAppeal";

/**
 * An appeal's exemption as it reads: the one stored with it, or, for a verification appeal
 * stored before claims had a state, its header's claim read as confirmed (it was priced with
 * the exemption when it was sent, and its rows keep no price without it).
 */
export function exemptionOf(
  appeal: Pick<StoredAppeal, "kind" | "appeal" | "exemption">,
): Exemption | undefined {
  if (appeal.exemption) return appeal.exemption;
  if (appeal.kind !== "verification") return undefined;
  const header = appeal.appeal;
  const yearly = header.is_yearly === 1 && header.contract_id !== undefined;
  const claim = exemptionClaimOf(header, yearly);
  if (claim === undefined) return undefined;
  const resolution = typeof header["resolution"] === "string" ? header["resolution"].trim() : "";
  return { claim, resolution, state: "confirmed" };
}

/** What one row of an appeal bills: its unit price, discount, VAT and the total it adds. */
export interface BilledLine {
  readonly unit_price: Money;
  readonly discount: Money;
  readonly vat: Money;
  readonly total: Money;
}

/**
 * A priced row (a verification line as its save stored it: the full price with VAT) as it is
 * billed: unchanged, or once the exemption is confirmed without VAT (no VAT: cost × amount) or
 * for nothing (free by decree).
 */
export function billedRow(row: StoredAppealRow, exemption: Exemption | undefined): BilledLine {
  const stored: BilledLine = {
    unit_price: storedSom(row.cost),
    discount: storedSom(row.discount),
    vat: storedSom(row.vat),
    total: storedSom(row.total ?? row.cost),
  };
  if (!exemption || !exemptionApplies(exemption)) return stored;
  const withoutVat = lineTotal(stored.unit_price, storedAmount(row));
  return { ...stored, vat: ZERO, total: exemption.claim === "free" ? ZERO : withoutVat };
}

/** What the rows bill together under the exemption (`billedRow`). */
export const billedTotal = (rows: readonly StoredAppealRow[], exemption: Exemption | undefined): Money =>
  add(...rows.map((row) => billedRow(row, exemption).total));
