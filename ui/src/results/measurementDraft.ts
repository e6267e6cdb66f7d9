import type { InstrumentView } from "@portal/domain/results/instrumentView";
import {
  type DecisionRule,
  type Measurement,
  type MeasurementInput,
  type MeasurementPointInput,
  measuredPoints,
} from "@portal/domain/results/measurement";
import { TypeId } from "@portal/domain/shared/constants";
import { isPositiveDecimal, parseDecimal } from "@portal/domain/shared/decimal";

/** One row of the points table as typed; `key` keeps React's rows apart when one is removed. */
export interface PointDraft {
  readonly key: number;
  readonly nominal: string;
  readonly as_found: string;
  readonly as_left: string;
  readonly uncertainty: string;
  readonly k: string;
}

/** The measurement part of one instrument's entry, every value as typed. */
export interface MeasurementDraft {
  readonly method_id: string;
  readonly standard_ids: readonly number[];
  readonly temperature: string;
  readonly humidity: string;
  readonly pressure: string;
  readonly condition_on_receipt: string;
  /** The authoriser's account id as the select holds it, "" for none chosen. */
  readonly authoriser_id: string;
  readonly received_on: string;
  readonly unit: string;
  readonly mpe: string;
  readonly decision_rule: DecisionRule;
  readonly points: readonly PointDraft[];
}

/** The coverage factor a new point starts with: k = 2, about 95 % for a normal distribution. */
export const DEFAULT_K = "2";

let nextKey = 1;
export const emptyPoint = (): PointDraft => ({
  key: nextKey++,
  nominal: "",
  as_found: "",
  as_left: "",
  uncertainty: "",
  k: DEFAULT_K,
});

export const emptyMeasurement = (): MeasurementDraft => ({
  method_id: "",
  standard_ids: [],
  temperature: "",
  humidity: "",
  pressure: "",
  condition_on_receipt: "",
  authoriser_id: "",
  received_on: "",
  unit: "",
  mpe: "",
  decision_rule: "simple",
  points: [emptyPoint()],
});

/** The measurement a result holds, as a draft again: a correction re-sends it. */
export function draftOf(m: Measurement): MeasurementDraft {
  return {
    method_id: m.method_id,
    standard_ids: m.standards.map((s) => s.id),
    ...m.conditions,
    condition_on_receipt: m.condition_on_receipt,
    authoriser_id: String(m.authoriser.id),
    received_on: m.received_on ?? "",
    unit: m.unit,
    mpe: m.mpe ?? "",
    decision_rule: m.decision_rule ?? "simple",
    points: m.points.map((p) => ({
      key: nextKey++,
      nominal: p.nominal,
      as_found: p.as_found,
      as_left: p.as_left ?? "",
      uncertainty: p.uncertainty,
      k: p.k,
    })),
  };
}

/** Which instruments' entries hold a measurement: measuring work, not a conclusion. */
export const measures = (i: InstrumentView): boolean => i.kind === "measurement";

/** Verification and calibration show their measurement open; other measuring services on request. */
export const measuresOpen = (i: InstrumentView): boolean =>
  i.type_id === TypeId.verification || i.type_id === TypeId.calibration;

export const isCalibration = (i: InstrumentView): boolean => i.type_id === TypeId.calibration;

const blankPoint = (p: PointDraft) =>
  [p.nominal, p.as_found, p.as_left, p.uncertainty].every((v) => v.trim() === "");

/** Staff began the measurement: anything typed or chosen beyond the defaults (k, the rule, an empty row). */
export function isStarted(d: MeasurementDraft): boolean {
  const typed = [
    d.method_id,
    d.temperature,
    d.humidity,
    d.pressure,
    d.condition_on_receipt,
    d.authoriser_id,
    d.received_on,
    d.unit,
    d.mpe,
  ];
  return (
    typed.some((v) => v.trim() !== "") || d.standard_ids.length > 0 || d.points.some((p) => !blankPoint(p))
  );
}

const pointInput = (p: PointDraft): MeasurementPointInput => ({
  nominal: p.nominal,
  as_found: p.as_found,
  ...(p.as_left.trim() !== "" ? { as_left: p.as_left } : {}),
  uncertainty: p.uncertainty,
  k: p.k,
});

/**
 * The measurement as the request carries it, or undefined while no authoriser is chosen (the
 * request's codec needs an account id; the page says which instrument lacks one). Rows left
 * wholly empty are not sent; every other value goes as typed, for the server's rules to judge.
 */
export function measurementInputOf(
  d: MeasurementDraft,
  instrument: InstrumentView,
): MeasurementInput | undefined {
  const authoriser = Number(d.authoriser_id);
  if (!Number.isSafeInteger(authoriser) || authoriser <= 0) return undefined;
  const mpe = d.mpe.trim();
  return {
    method_id: d.method_id,
    standard_ids: [...d.standard_ids],
    conditions: { temperature: d.temperature, humidity: d.humidity, pressure: d.pressure },
    authoriser_id: authoriser,
    condition_on_receipt: d.condition_on_receipt,
    unit: d.unit,
    points: d.points.filter((p) => !blankPoint(p)).map(pointInput),
    ...(mpe !== "" ? { mpe, decision_rule: d.decision_rule } : {}),
    ...(instrument.received_on === undefined && d.received_on.trim() !== ""
      ? { received_on: d.received_on }
      : {}),
  };
}

/** What the table shows beside a row as it is typed: its error, and whether it conforms. */
export interface PointPreview {
  readonly error?: string;
  readonly conforms?: boolean;
}

const positive = (text: string): boolean => {
  const value = parseDecimal(text);
  return value !== undefined && isPositiveDecimal(value);
};
const readable = (text: string): boolean => parseDecimal(text) !== undefined;
const readings = (p: PointDraft): boolean =>
  readable(p.nominal) && readable(p.as_found) && (p.as_left.trim() === "" || readable(p.as_left));
/** A row the domain's rules would take: readings decimals, U and k positive. */
const complete = (p: PointDraft): boolean => readings(p) && positive(p.uncertainty) && positive(p.k);

/**
 * Each row's error once its readings are numbers, and its conformity once U, k and the MPE are
 * too; the domain's `measuredPoints` computes both (the same formula the server keeps).
 */
export function pointPreviews(d: MeasurementDraft): PointPreview[] {
  const mpe = positive(d.mpe) ? d.mpe : undefined;
  return d.points.map((p) => {
    if (!readings(p)) return {};
    const whole = complete(p);
    const [point] = measuredPoints({
      points: [pointInput(whole ? p : { ...p, uncertainty: "1", k: "1" })],
      mpe: whole ? mpe : undefined,
      decision_rule: d.decision_rule,
    }).points;
    return { error: point?.error, ...(point?.conforms !== undefined ? { conforms: point.conforms } : {}) };
  });
}

/** The verdict the points give under the rule: once the MPE and every row typed are complete. */
export function verdictOf(d: MeasurementDraft): boolean | undefined {
  const rows = d.points.filter((p) => !blankPoint(p));
  if (!positive(d.mpe) || rows.length === 0 || !rows.every(complete)) return undefined;
  return measuredPoints({ points: rows.map(pointInput), mpe: d.mpe, decision_rule: d.decision_rule })
    .conforms;
}
