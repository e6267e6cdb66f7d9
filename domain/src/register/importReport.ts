import * as t from "io-ts";

/** What an import does with a file: checks it only, stores it whole if clean, or stores its valid rows. */
export const ImportMode = t.keyof({ preview: null, all: null, valid: null }, "ImportMode");
export type ImportMode = t.TypeOf<typeof ImportMode>;

/** The form of an import besides its file: the mode, a preview unless asked. */
export const ImportForm = t.exact(t.partial({ mode: ImportMode }));
export type ImportForm = t.TypeOf<typeof ImportForm>;

/** A row of an imported file with errors. */
export const ImportRowReport = t.strict({
  /** The row's number in the file, the header being row 1. */
  row: t.number,
  /** The row's device and serial number as the file has them, a long one cut (echoedCell). */
  device_name: t.string,
  serial_number: t.string,
  errors: t.array(t.string),
});
export type ImportRowReport = t.TypeOf<typeof ImportRowReport>;

/** What an import found in a file and what it stored. */
export const ImportReport = t.strict({
  total: t.number,
  valid: t.number,
  invalid: t.number,
  /** Every row with errors (a preview lists them all), in file order. */
  rows: t.array(ImportRowReport),
  /** What was stored: none on a preview or when errors stopped an import. */
  created: t.number,
  updated: t.number,
  stored: t.boolean,
});
export type ImportReport = t.TypeOf<typeof ImportReport>;
