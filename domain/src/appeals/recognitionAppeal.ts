import { TypeId } from "../shared/constants";
import type { KompleksRow, RecognitionRow } from "./recognitionRow";
import { type Message, message, rowMessage } from "../shared/message";
import { isMissing, rowAmountMessages, when } from "../shared/rules";

/** The appeal kinds sent as named device rows with a PDF each (spec 5, first list). */
export type RecognitionAppealKind =
  | typeof TypeId.recognitionInstruments
  | typeof TypeId.recognitionTest
  | typeof TypeId.recognitionStandardSamples
  | typeof TypeId.recognitionMethodologies
  | typeof TypeId.methodRecognition
  | typeof TypeId.normativeDocuments
  | typeof TypeId.technicalAssignmentExpertise
  | typeof TypeId.technicalReportExpertise
  | "kompleks";

export type RecognitionAppealInput =
  | { readonly devices: readonly RecognitionRow[] }
  | { readonly devices: readonly KompleksRow[] };

export interface RecognitionAppealContext {
  /** Which form is sent; it decides the per-row rules (the rows' own type_id is not consulted). */
  readonly kind: RecognitionAppealKind;
  readonly corporate: boolean;
  /** A corporate customer has chosen bank requisites (account_number_id set). */
  readonly accountChosen: boolean;
  readonly offerAccepted: boolean;
  /**
   * Recognition 8, 10, 11 (spec 2.10: a yearly appeal gets an invoice): is_yearly is ticked
   * but no yearly contract of the customer's own is chosen, as the verification form's rule.
   */
  readonly yearlyWithoutContract?: boolean;
}

/** Types 8 and 10 name the organisation or manufacturer in about_device. */
const NEEDS_ORGANISATION: readonly RecognitionAppealKind[] = [
  TypeId.recognitionInstruments,
  TypeId.recognitionStandardSamples,
];

/**
 * Sending a recognition, method-recognition, recognition-test, expertise or kompleks
 * appeal (spec 5). Order: yearly contract (as on the verification form), requisites, offer,
 * then each row in turn: name, organisation (8, 10) or about_device (9), PDF file, quantity.
 * With no rows at all: devicesRequired in the rows' place.
 *
 * Every kind here carries a PDF per row (the "required documents" column, spec 2.1, 2.9–2.13),
 * so a row without recognition_file gets fileRequired: the expertise is of those documents,
 * and staff could not process the row without them. A quantity left empty is the default 1
 * (spec 3, 9); one that is given must be a whole number from 1 to 1000, the verification
 * line's bound (spec 4 never lets the field hold less; the fees price 0 or fewer devices at
 * nothing and 10^15 at a fortune). Kompleks check_out addresses are not checked (spec 5
 * lists none for kompleks).
 */
export function validateRecognitionAppeal(
  input: RecognitionAppealInput,
  context: RecognitionAppealContext,
): Message[] {
  const rows: readonly (RecognitionRow | KompleksRow)[] = input.devices;
  return [
    ...when(context.yearlyWithoutContract === true, message("yearlyContractRequired")),
    ...when(context.corporate && !context.accountChosen, message("requisitesRequired")),
    ...when(!context.offerAccepted, message("offerRequired")),
    ...when(rows.length === 0, message("devicesRequired")),
    ...rows.flatMap((row, i) => rowMessages(row, i + 1, context.kind)),
  ];
}

function rowMessages(row: RecognitionRow | KompleksRow, n: number, kind: RecognitionAppealKind): Message[] {
  const aboutDevice = "about_device" in row ? row.about_device : undefined;
  return [
    ...when(isMissing(row.device_name), rowMessage("deviceNameRequired", n)),
    ...when(
      NEEDS_ORGANISATION.includes(kind) && isMissing(aboutDevice),
      rowMessage("organisationRequired", n),
    ),
    ...when(kind === TypeId.recognitionTest && isMissing(aboutDevice), rowMessage("aboutDeviceRequired", n)),
    ...when(isMissing(row.recognition_file), rowMessage("fileRequired", n)),
    ...rowAmountMessages(row.amount, n),
  ];
}
