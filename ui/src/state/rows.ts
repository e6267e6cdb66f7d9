/**
 * Row lists of the application tables (spec 2.1, 2.5, 2.10–2.14). Every function returns
 * a new array and leaves its input untouched; removing is local only (spec 2.5), the
 * server is not told.
 */

/** The list with `blank` appended (the add-row button). */
export const addRow = <R>(rows: readonly R[], blank: R): R[] => [...rows, blank];

/**
 * The list without the row at `index`. An index outside the list changes nothing. The
 * last row may be removed too: the "at least one row" rule holds when the page opens
 * (`ensureOneRow`), not after the user's own deletions.
 */
export const removeRow = <R>(rows: readonly R[], index: number): R[] => rows.filter((_, i) => i !== index);

/** The list as it is when it has rows, else one blank row (spec 2.1: no preloaded devices). */
export const ensureOneRow = <R>(rows: readonly R[] | undefined, blank: R): R[] =>
  rows && rows.length > 0 ? [...rows] : [blank];

/** The list with the row at `index` replaced by `change(row)`; an index outside the list changes nothing. */
export const updateRow = <R>(rows: readonly R[], index: number, change: (row: R) => R): R[] =>
  rows.map((row, i) => (i === index ? change(row) : row));

/** The list with `item` replacing the entry of the same id, or appended when no entry has it. */
export function upsertById<R extends { readonly id: number }>(rows: readonly R[], item: R): R[] {
  return rows.some((row) => row.id === item.id)
    ? rows.map((row) => (row.id === item.id ? item : row))
    : [...rows, item];
}

/** The list without the entry of that id (own-device delete after the server said yes, spec 4). */
export const removeById = <R extends { readonly id: number }>(rows: readonly R[], id: number): R[] =>
  rows.filter((row) => row.id !== id);
