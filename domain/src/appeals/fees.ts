/**
 * Recognition and expertise fees (spec 9), exact in tiyin.
 *
 * Quantities follow the same rule as verification amounts (see `wholeQuantity` in
 * formulas.ts): a non-negative whole number, anything else counts as 0, and a quantity
 * of 0 costs nothing.
 */
import {
  Fee,
  JOINT_SURCHARGE_PERCENT,
  type RecognitionType,
  type StandardSampleType,
  TypeId,
} from "../shared/constants";
import { wholeQuantity } from "./formulas";
import { add, type Money, ofPercents, percent, som, ZERO } from "../shared/money";

/**
 * Separate certificates: base fee × quantity.
 */
export function separateFee(base: Money, quantity: number): Money {
  return (base * wholeQuantity(quantity)) as Money;
}

/**
 * One joint ('together') certificate: the base fee plus 15 % of the base fee for each
 * device beyond the first, F + 15 % × F × (q − 1). The surcharge is one exact fraction
 * rounded once (for the spec's whole-so'm fees it is always a whole tiyin). q ≤ 0 costs 0.
 */
export function jointFee(base: Money, quantity: number): Money {
  const q = wholeQuantity(quantity);
  if (q === 0n) return ZERO;
  const surcharge = ofPercents((base * (q - 1n)) as Money, percent(JOINT_SURCHARGE_PERCENT));
  return add(base, surcharge);
}

const byRule = (base: Money, quantity: number, together: boolean): Money =>
  together ? jointFee(base, quantity) : separateFee(base, quantity);

const RECOGNITION_FEES: Readonly<Record<RecognitionType, Money>> = {
  [TypeId.recognitionInstruments]: som(Fee.recognitionInstruments),
  [TypeId.recognitionStandardSamples]: som(Fee.recognitionStandardSamples),
  [TypeId.recognitionMethodologies]: som(Fee.recognitionMethodologies),
};

/**
 * Recognition of verification results (types 8, 10, 11): fee × quantity. The joint
 * certificate exists only for type 8 (spec 4: choosing joint forces type 8), so for
 * 10 and 11 `together` is ignored.
 */
export function recognitionFee(typeId: RecognitionType, quantity: number, together: boolean): Money {
  const joint = together && typeId === TypeId.recognitionInstruments;
  return byRule(RECOGNITION_FEES[typeId], quantity, joint);
}

const STANDARD_SAMPLE_FEES: Readonly<Record<StandardSampleType, Money>> = {
  [TypeId.technicalAssignmentExpertise]: som(Fee.technicalAssignmentExpertise),
  [TypeId.technicalReportExpertise]: som(Fee.technicalReportExpertise),
};

/**
 * Technical assignment (16) and technical report (17) expertise: fee × quantity, no
 * joint rule. The spec's third constant (1257427) is unused and deliberately not applied.
 */
export function standardSampleFee(typeId: StandardSampleType, quantity: number): Money {
  return separateFee(STANDARD_SAMPLE_FEES[typeId], quantity);
}

/** Normative-document expertise (15): 4 000 000 per document, joint rule when together. */
export function normativeDocumentFee(quantity: number, together: boolean): Money {
  return byRule(som(Fee.normativeDocuments), quantity, together);
}

/** Kompleks devices: 1 996 036 per device, joint rule when together. */
export function kompleksFee(quantity: number, together: boolean): Money {
  return byRule(som(Fee.kompleks), quantity, together);
}

/** Recognition test (9): service charge 4 000 000, joint rule when together. */
export function recognitionTestFee(quantity: number, together: boolean): Money {
  return byRule(som(Fee.recognitionTestServiceCharge), quantity, together);
}

/**
 * The provider form (18) carries a service charge of 4 000 000 (Fee.providerServiceCharge)
 * but the spec says it is not used in sums, and its rows are sent with cost 0. So what a
 * provider row adds to any sum is 0.
 */
export function providerFee(): Money {
  return ZERO;
}

/** Kompleks rows have no service type id; they are priced as their own kind. */
export const KOMPLEKS = "kompleks" as const;

/** What a fee row is priced as: a service type id, or the kompleks kind. */
export type FeeKind = number | typeof KOMPLEKS;

/**
 * The fee of one appeal row, by kind. Undefined when the spec gives no fee for it:
 * - method (uslubiyot) recognition, type 14 (and its initial-data type 12): the spec
 *   names the type but gives no fee, and its page shows no cost;
 * - verification / calibration types (4, 5, 7 …): priced from the device's cost by
 *   formulas.ts, not by a fee;
 * - any other unknown id.
 */
export function appealRowFee(kind: FeeKind, quantity: number, together: boolean): Money | undefined {
  switch (kind) {
    case KOMPLEKS:
      return kompleksFee(quantity, together);
    case TypeId.recognitionInstruments:
    case TypeId.recognitionStandardSamples:
    case TypeId.recognitionMethodologies:
      return recognitionFee(kind, quantity, together);
    case TypeId.recognitionTest:
      return recognitionTestFee(quantity, together);
    case TypeId.normativeDocuments:
      return normativeDocumentFee(quantity, together);
    case TypeId.technicalAssignmentExpertise:
    case TypeId.technicalReportExpertise:
      return standardSampleFee(kind, quantity);
    case TypeId.provider:
      return providerFee();
    default:
      return undefined;
  }
}

/** One row of a fee-priced appeal. */
export interface FeeRow {
  readonly kind: FeeKind;
  readonly quantity: number;
  /** One joint certificate for the row's devices; absent means separate. */
  readonly together?: boolean;
}

/**
 * The sum of the rows' fees. Undefined when any row has no given fee (see
 * `appealRowFee`): a sum with an unknown part is unknown, not a smaller number.
 * No rows sum to 0.
 */
export function appealFee(rows: readonly FeeRow[]): Money | undefined {
  let sum: Money = ZERO;
  for (const row of rows) {
    const fee = appealRowFee(row.kind, row.quantity, row.together ?? false);
    if (fee === undefined) return undefined;
    sum = add(sum, fee);
  }
  return sum;
}
