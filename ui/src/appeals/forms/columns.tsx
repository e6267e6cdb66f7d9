import { appealRowFee, type FeeKind } from "@portal/domain/appeals/fees";
import type { Money } from "@portal/domain/shared/money";
import { useDomainText } from "../../i18n/useDomainText";
import type { RowList } from "./keyedRows";
import { AmountField } from "./AmountField";
import { PdfUpload } from "./PdfUpload";
import type { RowColumn } from "./RowTable";
import type { UploadTarget } from "./upload";

/**
 * The columns the application tables share (spec 2.1, 2.9–2.14), each bound to a row list:
 * a kind's table is a list of these.
 */
interface Counted {
  readonly amount?: number | null | undefined;
}
interface Joint {
  readonly together?: 0 | 1 | null | undefined;
}
interface Filed {
  readonly recognition_file?: string | null | undefined;
}

export interface ColumnOptions {
  readonly disabled?: boolean | undefined;
}

/** Row n's accessible name for a control: "Nomi (1)". */
const labelled = (header: string, index: number) => `${header} (${index + 1})`;

export function textColumn<R extends object>(
  list: RowList<R>,
  header: string,
  get: (row: R) => string | null | undefined,
  set: (row: R, value: string) => R,
  options: ColumnOptions & { readonly lines?: number } = {},
): RowColumn<R> {
  return {
    header,
    cell: (row, index) =>
      options.lines ? (
        <textarea
          className="input textarea"
          rows={options.lines}
          aria-label={labelled(header, index)}
          disabled={options.disabled}
          value={get(row) ?? ""}
          onChange={(event) => list.update(index, (r) => set(r, event.target.value))}
        />
      ) : (
        <input
          className="input"
          aria-label={labelled(header, index)}
          disabled={options.disabled}
          value={get(row) ?? ""}
          onChange={(event) => list.update(index, (r) => set(r, event.target.value))}
        />
      ),
  };
}

/** A text column of one of the rows' own text fields: the device's name, or its detail. */
const fieldColumn =
  <K extends "device_name" | "about_device">(field: K) =>
  <R extends { readonly [F in K]?: string | null | undefined }>(
    list: RowList<R>,
    header: string,
    options: ColumnOptions & { readonly lines?: number } = {},
  ): RowColumn<R> =>
    textColumn(
      list,
      header,
      (row) => row[field],
      (row, value) => ({ ...row, [field]: value }),
      options,
    );

export const nameColumn = fieldColumn("device_name");
export const aboutColumn = fieldColumn("about_device");

export const amountColumn = <R extends Counted>(
  list: RowList<R>,
  header: string,
  options: ColumnOptions = {},
): RowColumn<R> => ({
  header,
  cell: (row, index) => (
    <AmountField
      label={labelled(header, index)}
      disabled={options.disabled}
      value={row.amount ?? undefined}
      onChange={(amount) => list.update(index, (r) => ({ ...r, amount }))}
    />
  ),
});

export const fileColumn = <R extends Filed>(
  list: RowList<R>,
  header: string,
  target: UploadTarget,
  options: ColumnOptions = {},
): RowColumn<R> => ({
  header,
  cell: (row, index) => (
    <PdfUpload
      target={target}
      label={labelled(header, index)}
      disabled={options.disabled}
      value={row.recognition_file ?? undefined}
      onChange={(recognition_file) => list.update(index, (r) => ({ ...r, recognition_file }))}
    />
  ),
});

/** A fee as money in the page's language. */
function Fee({ amount }: { readonly amount: Money }) {
  return <>{useDomainText().money(amount)}</>;
}

/**
 * Mode 2's cost of each row (spec 2.9–2.11): the domain fee of the row's kind for its
 * quantity and joint choice, the same fee the contract is priced by; '—' where the spec
 * gives none.
 */
export const feeColumn = <R extends Counted & Joint>(
  header: string,
  kindOf: (row: R) => FeeKind,
): RowColumn<R> => ({
  header,
  className: "num",
  cell: (row) => {
    const fee = appealRowFee(kindOf(row), row.amount ?? 0, row.together === 1);
    return fee === undefined ? "—" : <Fee amount={fee} />;
  },
});
