import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface RowColumn<R> {
  readonly header: ReactNode;
  readonly cell: (row: R, index: number) => ReactNode;
  readonly className?: string;
}

export interface RowTableProps<R> {
  readonly rows: readonly R[];
  readonly rowKey: (row: R, index: number) => string | number;
  readonly columns: readonly RowColumn<R>[];
  readonly caption: string;
  /** The delete button of each row; none when absent or disabled. */
  readonly onRemove?: ((index: number) => void) | undefined;
  /** The add-row button below the table; none when absent or disabled. */
  readonly onAdd?: (() => void) | undefined;
  readonly disabled?: boolean;
}

/**
 * The row table every application kind shares (spec 2.1, 2.9–2.14): numbered rows, the
 * kind's columns, a delete button per row and an add-row button below.
 */
export function RowTable<R>({ rows, rowKey, columns, caption, onRemove, onAdd, disabled }: RowTableProps<R>) {
  const { t } = useTranslation();
  const removable = onRemove !== undefined && !disabled;
  return (
    <div className="row-table">
      <div className="table-wrap">
        <table className="table table--compact" data-testid="row-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">№</th>
              {columns.map((column, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per form
                <th key={i} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
              {removable && <th scope="col">{t("common.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row, index)} data-testid="form-row">
                <td>{index + 1}</td>
                {columns.map((column, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed per form
                  <td key={i} className={column.className}>
                    {column.cell(row, index)}
                  </td>
                ))}
                {removable && (
                  <td className="actions">
                    <button
                      type="button"
                      className="btn btn--small btn--danger-outline"
                      onClick={() => onRemove(index)}
                    >
                      {t("common.delete")}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onAdd && !disabled && (
        <button type="button" className="btn btn--secondary" onClick={onAdd}>
          + {t("forms.addRow")}
        </button>
      )}
    </div>
  );
}
