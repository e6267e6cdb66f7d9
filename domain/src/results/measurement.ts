import * as t from "io-ts";
import {
  absDecimal,
  addDecimal,
  compareDecimal,
  type Decimal,
  decimalText,
  isPositiveDecimal,
  parseDecimal,
  subtractDecimal,
} from "../shared/decimal";
import { type Message, type MessageKey, message } from "../shared/message";
import { boundedArray, Id, IsoDate, nullable, text } from "../shared/primitives";
import { isCalendarDate, textOf } from "../shared/rules";
import { methodById } from "./methods";

/**
 * How a verification's verdict follows from its points (ILAC-G8:09): "simple" acceptance
 * passes a point whose error is within the maximum permissible error (shared risk);
 * "guarded" acceptance with a guard band equal to the expanded uncertainty passes it only
 * when the error plus U is within the MPE (the customer's risk of a false accept stays
 * below 2.5 % for k = 2).
 */
export const DECISION_RULES = ["simple", "guarded"] as const;
export type DecisionRule = (typeof DECISION_RULES)[number];
export const DecisionRule = t.keyof({ simple: null, guarded: null }, "DecisionRule");

/** Most points one instrument's result holds. */
export const MAX_POINTS = 200;
/** Most reference standards one result names. */
export const MAX_STANDARDS = 10;

/** A decimal as typed ("0,5" or "0.5"); the rules read it exactly, never as a float. */
const DecimalInput = text(30);

/** One measured point as staff type it: nominal, the reading as found, the reading as left after adjustment. */
export const MeasurementPointInput = t.exact(
  t.intersection([
    t.type({ nominal: DecimalInput, as_found: DecimalInput, uncertainty: DecimalInput, k: DecimalInput }),
    t.partial({ as_left: nullable(DecimalInput) }),
  ]),
);
export type MeasurementPointInput = t.TypeOf<typeof MeasurementPointInput>;

/** The environment during the work. */
export const ConditionsInput = t.strict({
  /** °C */
  temperature: DecimalInput,
  /** relative humidity, % */
  humidity: DecimalInput,
  /** kPa */
  pressure: DecimalInput,
});
export type ConditionsInput = t.TypeOf<typeof ConditionsInput>;

/**
 * What a verification or calibration measured (issue 28 item 2), sent with the instrument's
 * result: the method, the reference standards, the conditions, who authorises the
 * certificate, the instrument's condition on receipt, the unit and the points; for a
 * verification the maximum permissible error and the decision rule.
 */
export const MeasurementInput = t.exact(
  t.intersection([
    t.type({
      method_id: text(40),
      standard_ids: boundedArray(Id, MAX_STANDARDS),
      conditions: ConditionsInput,
      authoriser_id: Id,
      condition_on_receipt: text(500),
      unit: text(20),
      points: boundedArray(MeasurementPointInput, MAX_POINTS),
    }),
    t.partial({
      mpe: nullable(DecimalInput),
      decision_rule: nullable(DecisionRule),
      /** The day it came in, when no receipt was recorded (an instrument checked on site: the visit). */
      received_on: nullable(text(20)),
    }),
  ]),
);
export type MeasurementInput = t.TypeOf<typeof MeasurementInput>;

/** A point as stored and shown: the values as canonical decimal strings, its error computed. */
export const MeasuredPoint = t.exact(
  t.intersection([
    t.type({
      nominal: t.string,
      as_found: t.string,
      /** The reading the verdict reads (as left when adjusted) minus the nominal. */
      error: t.string,
      /** Expanded uncertainty U, in the unit. */
      uncertainty: t.string,
      /** Coverage factor. */
      k: t.string,
    }),
    t.partial({ as_left: t.string, conforms: t.boolean }),
  ]),
);
export type MeasuredPoint = t.TypeOf<typeof MeasuredPoint>;

export const Conditions = t.strict({ temperature: t.string, humidity: t.string, pressure: t.string });
export type Conditions = t.TypeOf<typeof Conditions>;

/** A reference standard as the result keeps it: a copy taken when the result was recorded. */
export const UsedStandard = t.strict({
  id: Id,
  name: t.string,
  type: t.string,
  serial_number: t.string,
  accuracy: t.string,
  certificate: t.strict({ number: t.string, issuer: t.string, valid_until: IsoDate }),
});
export type UsedStandard = t.TypeOf<typeof UsedStandard>;

/** A person of the lab as the result names them. */
export const LabPerson = t.exact(
  t.intersection([t.type({ id: Id, name: t.string }), t.partial({ position: t.string })]),
);
export type LabPerson = t.TypeOf<typeof LabPerson>;

/** What a result holds of the measurement (stored on the result's version, shown to staff and owner). */
export const Measurement = t.exact(
  t.intersection([
    t.type({
      method_id: t.string,
      standards: t.readonlyArray(UsedStandard),
      conditions: Conditions,
      condition_on_receipt: t.string,
      unit: t.string,
      points: t.readonlyArray(MeasuredPoint),
      performer: LabPerson,
      authoriser: LabPerson,
    }),
    t.partial({
      mpe: t.string,
      decision_rule: DecisionRule,
      /** The verdict the points give under the rule, when an MPE was given. */
      conforms: t.boolean,
      received_on: IsoDate,
    }),
  ]),
);
export type Measurement = t.TypeOf<typeof Measurement>;

/** The plausible environment of a lab or a site: outside it a value is a typing slip. */
const CONDITION_LIMITS = {
  temperature: ["-60", "100"],
  humidity: ["0", "100"],
  pressure: ["50", "120"],
} as const satisfies Record<keyof ConditionsInput, readonly [string, string]>;

const within = (value: Decimal, [low, high]: readonly [string, string]) =>
  compareDecimal(value, parseDecimal(low)!) >= 0 && compareDecimal(value, parseDecimal(high)!) <= 0;

export interface MeasurementContext {
  /** Verification needs an MPE (its verdict); calibration may give one (then a conformity statement). */
  readonly work: "verification" | "calibration";
  /** The instrument named in each message. */
  readonly n: number;
  readonly k: number;
  readonly workDate: string;
  readonly today: string;
}

/**
 * The measurement's own rules (issue 28): a method of the catalogue; at least one standard;
 * the conditions as decimals within a lab's plausible range; the condition on receipt and the
 * unit written; at least one point, each value a decimal, U and k positive; a verification's
 * MPE positive; a receipt day, when given, a real day not after the work.
 */
export function validateMeasurement(input: MeasurementInput, context: MeasurementContext): Message[] {
  const at = { n: context.n, k: context.k };
  const problems: Message[] = [];
  if (!methodById(input.method_id.trim())) problems.push(message("measurementMethodUnknown", at));
  if (input.standard_ids.length === 0) problems.push(message("measurementStandardsRequired", at));
  for (const field of ["temperature", "humidity", "pressure"] as const) {
    const value = parseDecimal(input.conditions[field]);
    if (!value || !within(value, CONDITION_LIMITS[field]))
      problems.push(
        message(CONDITION_PROBLEMS[field], {
          ...at,
          low: CONDITION_LIMITS[field][0],
          high: CONDITION_LIMITS[field][1],
        }),
      );
  }
  if (textOf(input.condition_on_receipt) === "")
    problems.push(message("measurementReceiptConditionRequired", at));
  if (textOf(input.unit) === "") problems.push(message("measurementUnitRequired", at));
  if (input.points.length === 0) problems.push(message("measurementPointsRequired", at));
  input.points.forEach((point, i) => {
    const p = { ...at, p: i + 1 };
    const readings = [point.nominal, point.as_found, ...(textOf(point.as_left) ? [point.as_left ?? ""] : [])];
    if (readings.some((value) => !parseDecimal(value))) problems.push(message("measurementPointInvalid", p));
    const u = parseDecimal(point.uncertainty);
    const k = parseDecimal(point.k);
    if (!u || !isPositiveDecimal(u) || !k || !isPositiveDecimal(k))
      problems.push(message("measurementUncertaintyInvalid", p));
  });
  const mpe = textOf(input.mpe);
  if (mpe !== "") {
    const value = parseDecimal(mpe);
    if (!value || !isPositiveDecimal(value)) problems.push(message("measurementMpeInvalid", at));
  } else if (context.work === "verification") problems.push(message("measurementMpeRequired", at));
  const received = textOf(input.received_on);
  if (received !== "") {
    if (!isCalendarDate(received)) problems.push(message("measurementReceivedInvalid", at));
    else if (received > context.today || (isCalendarDate(context.workDate) && received > context.workDate))
      problems.push(message("measurementReceivedAfterWork", at));
  }
  return problems;
}

const CONDITION_PROBLEMS = {
  temperature: "measurementTemperatureInvalid",
  humidity: "measurementHumidityInvalid",
  pressure: "measurementPressureInvalid",
} as const satisfies Record<keyof ConditionsInput, MessageKey>;

/**
 * The points as stored: canonical decimals, each point's error (the as-left reading when
 * the instrument was adjusted, else the as-found one, minus the nominal) and, with an MPE,
 * whether it conforms under the rule; and the verdict: every point conforms. Only for input
 * `validateMeasurement` accepted.
 */
export function measuredPoints(input: Pick<MeasurementInput, "points" | "mpe" | "decision_rule">): {
  readonly points: MeasuredPoint[];
  readonly conforms?: boolean;
  readonly mpe?: string;
} {
  const mpe = textOf(input.mpe) === "" ? undefined : parseDecimal(input.mpe ?? "");
  const rule: DecisionRule = input.decision_rule ?? "simple";
  const points = input.points.map((point): MeasuredPoint => {
    const nominal = parseDecimal(point.nominal)!;
    const found = parseDecimal(point.as_found)!;
    const left = textOf(point.as_left) === "" ? undefined : parseDecimal(point.as_left ?? "");
    const u = parseDecimal(point.uncertainty)!;
    const error = subtractDecimal(left ?? found, nominal);
    return {
      nominal: decimalText(nominal),
      as_found: decimalText(found),
      ...(left ? { as_left: decimalText(left) } : {}),
      error: decimalText(error),
      uncertainty: decimalText(u),
      k: decimalText(parseDecimal(point.k)!),
      ...(mpe ? { conforms: pointConforms(error, u, mpe, rule) } : {}),
    };
  });
  if (!mpe) return { points };
  return { points, conforms: points.every((p) => p.conforms === true), mpe: decimalText(mpe) };
}

/** One point under the decision rule: |e| ≤ MPE (simple), |e| + U ≤ MPE (guarded, w = U). */
export function pointConforms(error: Decimal, u: Decimal, mpe: Decimal, rule: DecisionRule): boolean {
  const size = absDecimal(error);
  return compareDecimal(rule === "guarded" ? addDecimal(size, u) : size, mpe) <= 0;
}
