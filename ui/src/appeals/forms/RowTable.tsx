import { actionsColumn, type DataColumn, DataTable, RowButton } from "../../components/DataTable";
import { useTranslation } from "react-i18next";

/** A column of a form's row table: its header and each row's cell. */
export type RowColumn<R> = DataColumn<R>;

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
  const all: DataColumn<R>[] = [
    { header: "№", cell: (_, index) => index + 1 },
    ...columns,
    ...(removable
      ? [
          actionsColumn<R>(t("common.actions"), (_, index) => (
            <RowButton variant="danger-outline" onClick={() => onRemove(index)}>
              {t("common.delete")}
            </RowButton>
          )),
        ]
      : []),
  ];
  return (
    <div className="row-table">
      <DataTable
        items={rows}
        columns={all}
        rowKey={rowKey}
        caption={caption}
        testId="row-table"
        className="table table--compact"
        rowAttributes={() => ({ "data-testid": "form-row" })}
      />
      {onAdd && !disabled && (
        <button type="button" className="btn btn--secondary" onClick={onAdd}>
          + {t("forms.addRow")}
        </button>
      )}
    </div>
  );
}
