import { ScrollRegion } from "./ScrollRegion";
import { type ButtonHTMLAttributes, Fragment, type Key, type ReactNode } from "react";

/** One column of a data table: its header and each item's cell. */
export interface DataColumn<T> {
  readonly header: ReactNode;
  /** The column's name on a phone's card, when the header is more than words (a sort button, a hidden name). */
  readonly label?: string | undefined;
  readonly cell: (item: T, index: number) => ReactNode;
  /** The class of the header and the cells (`num`: figures, right-aligned). */
  readonly className?: string | undefined;
  /** The cells' own class instead (`mono` for codes and numbers, `actions` for buttons). */
  readonly cellClass?: string | undefined;
}

/** The last column of a table whose rows have buttons: `header` is the words for "actions". */
export const actionsColumn = <T,>(
  header: string,
  cell: (item: T, index: number) => ReactNode,
): DataColumn<T> => ({
  header,
  cellClass: "actions",
  cell,
});

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
  /** The rows below the items (a total), in the table's foot. */
  readonly footer?: ReactNode;
  /** An item's details while they are open (undefined when closed): a row of their own under the item's, across every column. */
  readonly details?: ((item: T) => ReactNode) | undefined;
}

/**
 * A list shown as a table: a header row and one row an item. On a phone each row becomes a card
 * whose cells carry their column's name (styles.css, "Phone tables"); a table wider than its
 * box scrolls sideways inside it.
 */
export function DataTable<T>({
  items,
  columns,
  rowKey,
  caption,
  testId,
  className = "table",
  wrapClassName = "table-wrap",
  rowAttributes,
  footer,
  details,
}: DataTableProps<T>) {
  // Each cell names its column, for the card a row becomes on a phone.
  const labels = columns.map(
    (column) => column.label ?? (typeof column.header === "string" ? column.header : undefined),
  );
  return (
    <ScrollRegion className={wrapClassName} label={caption}>
      <table className={`${className} table--cards`} data-testid={testId}>
        {caption !== undefined && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
              <th key={c} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const shown = details?.(item);
            return (
              <Fragment key={rowKey(item, index)}>
                <tr {...rowAttributes?.(item)}>
                  {columns.map((column, c) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
                    <td key={c} className={column.cellClass ?? column.className} data-label={labels[c]}>
                      {column.cell(item, index)}
                    </td>
                  ))}
                </tr>
                {shown !== undefined && (
                  <tr className="table__details">
                    <td colSpan={columns.length}>{shown}</td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
        {footer !== undefined && <tfoot>{footer}</tfoot>}
      </table>
    </ScrollRegion>
  );
}

export interface RowButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` to choose, `secondary` to edit, `danger-outline` to delete. */
  readonly variant: "primary" | "secondary" | "danger-outline";
}

/** A small button acting on one row of a table. */
export function RowButton({ variant, ...rest }: RowButtonProps) {
  return <button type="button" className={`btn btn--small btn--${variant}`} {...rest} />;
}
