import { type RecognitionType, TypeId } from "@portal/domain/shared/constants";
import type { RecognitionRow } from "@portal/domain/appeals/recognitionRow";
import { toFlag } from "./flag";
import type { AppealMode } from "../../../state/modes";

/**
 * Recognition rows (spec 2.1, 2.9, 2.10 and 4). Generic over the row so a UI row with
 * more fields (a local flag, an upload state) keeps them.
 */

/** A new row of the given type: empty name and detail, amount 1, no joint certificate. */
export const blankRecognitionRow = (typeId: number): RecognitionRow => ({
  type_id: typeId,
  device_name: "",
  about_device: "",
  amount: 1,
  together: 0,
});

/** The type selection of spec 2.10: the rows, each carrying the type, and the one type ticked. */
export interface RecognitionTypeChoice<R extends RecognitionRow> {
  readonly rows: R[];
  readonly selected: RecognitionType;
}

/**
 * Choosing one of the three exclusive types 8, 10, 11 sets it on every row; the other two
 * are unticked (only `selected` is ticked). Joint certificates exist only for type 8, so
 * choosing 10 or 11 clears together and separately on every row.
 */
export function chooseRecognitionType<R extends RecognitionRow>(
  rows: readonly R[],
  typeId: RecognitionType,
): RecognitionTypeChoice<R> {
  const joint = typeId === TypeId.recognitionInstruments;
  return {
    rows: rows.map((row) =>
      joint ? { ...row, type_id: typeId } : { ...row, type_id: typeId, together: 0, separately: 0 },
    ),
    selected: typeId,
  };
}

/** Whether a recognition type checkbox shows ticked. */
export const isRecognitionTypeTicked = (selected: number | undefined, typeId: RecognitionType): boolean =>
  selected === typeId;

/**
 * The certificate choice of spec 4: only in mode 2, with type 8 and a quantity above 1,
 * does the user choose separate certificates or one joint certificate.
 */
export const canChooseCertificateMode = (row: RecognitionRow, mode: AppealMode): boolean =>
  mode === 2 && row.type_id === TypeId.recognitionInstruments && (row.amount ?? 0) > 1;

/**
 * Ticks or unticks the joint certificate. together and separately toggle each other: the
 * other flag always takes the opposite value. Choosing joint forces type 8.
 */
export const setTogether = <R extends RecognitionRow>(row: R, on: boolean): R =>
  on
    ? { ...row, together: 1, separately: 0, type_id: TypeId.recognitionInstruments }
    : { ...row, together: 0, separately: toFlag(!on) };

/** Ticks or unticks separate certificates; unticking chooses the joint one (and so type 8). */
export const setSeparately = <R extends RecognitionRow>(row: R, on: boolean): R => setTogether(row, !on);

/** A blank method-recognition row: the page's initial data holds type 12. */
export const blankMethodRecognitionRow = (): RecognitionRow =>
  blankRecognitionRow(TypeId.methodRecognitionInitial);

/** Method recognition rows as sent: type 14, whatever the initial data held (spec 3). */
export const toSentMethodRecognitionRows = <R extends RecognitionRow>(rows: readonly R[]): R[] =>
  rows.map((row) => ({ ...row, type_id: TypeId.methodRecognition }));

/** Recognition test rows as sent: type 9 (spec 3). */
export const toSentRecognitionTestRows = <R extends RecognitionRow>(rows: readonly R[]): R[] =>
  rows.map((row) => ({ ...row, type_id: TypeId.recognitionTest }));
