import * as t from "io-ts";
import { TypeId } from "../shared/constants";

/**
 * What the work found for one instrument (issue 14): a verification or calibration finds it
 * fit or unfit; a recognition or an expertise accepts or refuses what was sent.
 */
export const OUTCOMES = ["fit", "unfit", "accepted", "refused"] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const Outcome = t.keyof(
  Object.fromEntries(OUTCOMES.map((outcome) => [outcome, null])) as Record<Outcome, null>,
  "Outcome",
);

/** Which pair of outcomes a row takes: measuring work (fit / unfit) or a conclusion (accepted / refused). */
export const ResultKind = t.keyof({ measurement: null, conclusion: null }, "ResultKind");
export type ResultKind = t.TypeOf<typeof ResultKind>;

/** The document a result is printed on. */
export type CertificateKind = "verification" | "calibration" | "unfitness" | "conclusion";

/** Rows whose work ends in a conclusion on documents: recognition of every kind and the expertises. */
const CONCLUSION_TYPES: readonly number[] = [
  TypeId.recognitionInstruments,
  TypeId.recognitionTest,
  TypeId.recognitionStandardSamples,
  TypeId.recognitionMethodologies,
  TypeId.methodRecognitionInitial,
  TypeId.methodRecognition,
  TypeId.normativeDocuments,
  TypeId.technicalAssignmentExpertise,
  TypeId.technicalReportExpertise,
];

/**
 * The kind of result a row takes from its service type (docs/decisions.md): recognition and
 * expertise rows are accepted or refused; every other row (verification, calibration, the
 * other catalogue services, kompleks, a comment's instruments) is measuring work, fit or unfit.
 */
export function resultKindOf(typeId: number | undefined): ResultKind {
  return typeId !== undefined && CONCLUSION_TYPES.includes(typeId) ? "conclusion" : "measurement";
}

export const outcomesOf = (kind: ResultKind): readonly Outcome[] =>
  kind === "measurement" ? ["fit", "unfit"] : ["accepted", "refused"];

/** A fit or accepted result: the positive one, which must say until when it holds. */
export const isPositive = (outcome: string): boolean => outcome === "fit" || outcome === "accepted";

/** The document of a result: calibration rows get a calibration certificate, other fit rows a verification certificate. */
export function certificateKindOf(typeId: number | undefined, outcome: Outcome): CertificateKind {
  if (outcome === "accepted" || outcome === "refused") return "conclusion";
  if (outcome === "unfit") return "unfitness";
  return typeId === TypeId.calibration ? "calibration" : "verification";
}
