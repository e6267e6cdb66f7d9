/**
 * Keyset paging of "my applications": each page is asked for with the cursor the page
 * before it answered (`next`), so going back re-asks with a remembered cursor.
 */
export interface Pager {
  /** The cursor of each page seen so far; the first page has none. */
  readonly cursors: readonly (number | undefined)[];
  readonly index: number;
}

export const FIRST_PAGE: Pager = { cursors: [undefined], index: 0 };

export const cursorOf = (pager: Pager): number | undefined => pager.cursors[pager.index];

/** Forward, with the cursor the current page answered. */
export const nextPage = (pager: Pager, next: number): Pager => ({
  cursors: [...pager.cursors.slice(0, pager.index + 1), next],
  index: pager.index + 1,
});

export const previousPage = (pager: Pager): Pager => ({ ...pager, index: Math.max(0, pager.index - 1) });

/** The number of the first row on the page, for the table's № column. */
export const firstRowNumber = (pager: Pager, pageSize: number): number => pager.index * pageSize + 1;
