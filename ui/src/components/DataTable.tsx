import type { Key, ReactNode } from "react";

/** One column of a data table: its header and each item's cell. */
export interface DataColumn<T> {
  readonly header: ReactNode;
  readonly cell: (item: T, index: number) => ReactNode;
  /** Figures, right-aligned: the header and the cells take the `num` class. */
  readonly numeric?: boolean;
  /** The cells' own class (`mono` for codes and numbers, `actions` for buttons). */
  readonly cellClass?: string;
}

/** What a row carries besides its cells: a class, and data attributes tests and styles find it by. */
export type RowAttributes = { readonly className?: string | undefined } & {
  readonly [name: `data-${string}`]: string | number | undefined;
};

export interface DataTableProps<T> {
  readonly items: readonly T[];
  readonly columns: readonly DataColumn<T>[];
  readonly rowKey: (item: T, index: number) => Key;
  /** The table's name for assistive technology (hidden on screen); none when absent. */
  readonly caption?: string;
  readonly testId?: string;
  /** The table's class: `table` and its modifiers. */
  readonly className?: string;
  /** The wrapper's class: `table-wrap` and, in a card of its own, the card's classes. */
  readonly wrapClassName?: string;
  readonly rowAttributes?: ((item: T) => RowAttributes) | undefined;
}

/** A list shown as a table (scrolling sideways when narrow): a header row and one row an item. */
export function DataTable<T>({
  items,
  columns,
  rowKey,
  caption,
  testId,
  className = "table",
  wrapClassName = "table-wrap",
  rowAttributes,
}: DataTableProps<T>) {
  const classOf = (column: DataColumn<T>) => (column.numeric ? "num" : undefined);
  return (
    <div className={wrapClassName}>
      <table className={className} data-testid={testId}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
              <th key={c} scope="col" className={classOf(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={rowKey(item, index)} {...rowAttributes?.(item)}>
              {columns.map((column, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                <td key={c} className={column.cellClass ?? classOf(column)}>
                  {column.cell(item, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
