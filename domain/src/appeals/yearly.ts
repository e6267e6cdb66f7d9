import { TypeId } from "../shared/constants";

/** The recognition types whose appeal may be under a yearly contract (spec 2.10: 8, 10, 11). */
export const YEARLY_RECOGNITION_TYPES: readonly number[] = [
  TypeId.recognitionInstruments,
  TypeId.recognitionStandardSamples,
  TypeId.recognitionMethodologies,
];

/**
 * A saved appeal is yearly (its contract page creates an invoice, spec 2.10) when the server
 * kept a yearly contract of the customer's own on it: is_yearly alone does not make it so.
 */
export const isYearlyAppeal = (header: { readonly is_yearly?: unknown; readonly contract_id?: unknown }) =>
  header.is_yearly === 1 && typeof header.contract_id === "number";
