import type { StoredAppealRow } from "@portal/domain";

/**
 * Every row an appeal stores is numbered 1..n in its appeal when the save is planned
 * (spec 3: a row has an id; the contract call names the rows by it, spec 7). An id the
 * client sent is never kept: it could repeat, or name another appeal's row.
 */
export const numberRows = (devices: readonly StoredAppealRow[]): StoredAppealRow[] =>
  devices.map(({ id: _sent, ...row }, i) => ({ id: i + 1, ...row }));

const isRowId = (id: unknown): id is number => typeof id === "number" && Number.isSafeInteger(id) && id > 0;

/**
 * An appeal's rows with their ids: as stored, or numbered 1..n when the appeal was stored
 * before its rows were (a row without a whole positive id, or two rows with one id). The
 * appeal's page and the contract call both read the rows through this, so they agree.
 */
export function withRowIds(devices: readonly StoredAppealRow[]): StoredAppealRow[] {
  const ids = devices.map((row) => row.id);
  return ids.every(isRowId) && new Set(ids).size === ids.length ? [...devices] : numberRows(devices);
}

/** The ids of rows read through `withRowIds`. */
export const rowIdsOf = (devices: readonly StoredAppealRow[]): number[] => devices.map((row) => row.id ?? 0);
