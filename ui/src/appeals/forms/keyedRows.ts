import { addRow, ensureOneRow, removeRow, updateRow } from "../../state/rows";
import { useCallback, useState } from "react";

/** A row with a key of its own, so React keeps each row's inputs when another is removed. */
export type Keyed<R> = R & { readonly _key: number };

let nextKey = 1;
export const keyed = <R extends object>(row: R): Keyed<R> => ({ ...row, _key: nextKey++ });

/** The rows as sent: without the local key. */
export const unkeyed = <R extends object>(rows: readonly Keyed<R>[]): R[] =>
  rows.map(({ _key, ...row }) => row as unknown as R);

export interface RowList<R extends object> {
  readonly rows: readonly Keyed<R>[];
  readonly setRows: (rows: readonly Keyed<R>[]) => void;
  readonly add: () => void;
  readonly remove: (index: number) => void;
  readonly update: (index: number, change: (row: R) => R) => void;
}

/** The rows of a table: at least one blank row to start with (spec 2.1), add, remove, update. */
export function useRowList<R extends object>(blank: () => R, preloaded?: readonly R[]): RowList<R> {
  const [rows, setRows] = useState<readonly Keyed<R>[]>(() =>
    ensureOneRow(preloaded, blank()).map((row) => keyed(row)),
  );
  const add = useCallback(() => setRows((list) => addRow(list, keyed(blank()))), [blank]);
  const remove = useCallback((index: number) => setRows((list) => removeRow(list, index)), []);
  const update = useCallback(
    (index: number, change: (row: R) => R) =>
      setRows((list) => updateRow(list, index, (row) => ({ ...change(row), _key: row._key }))),
    [],
  );
  return { rows, setRows, add, remove, update };
}
