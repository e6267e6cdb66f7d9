import type { RegisterSheet } from "@portal/application";
import {
  catalogue,
  foldName,
  IMPORT_REQUIRED_COLUMNS,
  MAX_IMPORT_ROWS,
  megabytes,
  type ImportRow,
  type Message,
  message,
  neutraliseFormula,
  REGISTER_COLUMNS,
  type RegisterColumnKey,
  restoreFormula,
} from "@portal/domain";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import ExcelJS from "exceljs";
import { type Entry, fromBufferPromise } from "yauzl";
import { PassThrough, Readable, type Writable } from "node:stream";

/**
 * The most an imported .xlsx may hold unpacked, all its parts together. A workbook of
 * 10 000 register rows unpacks to a few megabytes; a zip bomb (a small file whose sheet
 * unpacks to gigabytes) is refused before exceljs unpacks it whole into memory.
 */
export const MAX_XLSX_UNPACKED_BYTES = 48 * 1024 * 1024;
/** An .xlsx has a dozen parts or so; a zip of thousands is no workbook of ours. */
const MAX_XLSX_PARTS = 1000;

/** Resolves once a stream has room again (or is gone): the writer waits for a slow reader. */
function roomIn(stream: Writable): Promise<void> | undefined {
  if (!stream.writableNeedDrain || stream.destroyed) return undefined;
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/** Rows written between two looks at the reader's pace. */
const ROWS_BETWEEN_WAITS = 200;

/**
 * The register as an .xlsx workbook of one sheet, every text cell neutralised, written as
 * its rows are read (exceljs's streaming writer, no shared strings): each row leaves memory
 * when committed, and the writing waits while the reader (the browser) is behind, so a
 * register of any size costs a page of rows, not the whole file.
 */
export function registerXlsx(sheet: RegisterSheet): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const page = book.addWorksheet("Register");
  page.columns = sheet.headers.map(() => ({ width: 22 }));
  const write = async () => {
    const header = page.addRow(sheet.headers.map(neutraliseFormula));
    header.font = { bold: true };
    header.commit();
    let written = 0;
    for await (const row of sheet.rows) {
      if (out.destroyed) return;
      page.addRow(row.map(neutraliseFormula)).commit();
      if (++written % ROWS_BETWEEN_WAITS === 0) await roomIn(out);
    }
    page.commit();
    await book.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * Every field quoted, the empty ones too: a spreadsheet that splits on ";" (as one set to
 * Uzbek or Russian does) then keeps a field holding a ";" whole.
 */
const csvLines = (rows: readonly (readonly string[])[]) =>
  stringify(rows as string[][], { quoted: true, quoted_empty: true });

/**
 * The register as CSV (UTF-8 with a byte-order mark, which spreadsheet programs read as UTF-8),
 * every field quoted and neutralised, written as its rows are read; the stream pulls the next
 * rows only when the reader has room.
 */
export function registerCsv(sheet: RegisterSheet): Readable {
  async function* text() {
    yield `\uFEFF${csvLines([sheet.headers.map(neutraliseFormula)])}`;
    let batch: string[][] = [];
    for await (const row of sheet.rows) {
      batch.push(row.map(neutraliseFormula));
      if (batch.length === ROWS_BETWEEN_WAITS) {
        yield csvLines(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield csvLines(batch);
  }
  return Readable.from(text(), { objectMode: false });
}

export type SheetRead =
  | { readonly ok: true; readonly rows: ImportRow[] }
  | { readonly ok: false; readonly message: Message };

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Which column a header names, in either language (or by its key). */
function columnOf(header: string): RegisterColumnKey | undefined {
  const folded = foldName(header.replace(/^'/, ""));
  if (folded === "") return undefined;
  return REGISTER_COLUMNS.find(
    (column) =>
      folded === column.key ||
      folded === foldName(catalogue[column.header].uz) ||
      folded === foldName(catalogue[column.header].ru),
  )?.key;
}

/** A cell of a workbook as text: dates as YYYY-MM-DD, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((part) => part.text).join("");
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text);
    return "";
  }
  return String(value);
}

/** Rows of text under their header; an exported sheet reads back (restoreFormula drops its marks). */
function fromTable(table: string[][]): SheetRead {
  const [header, ...body] = table;
  if (!header) return { ok: false, message: message("importEmpty") };
  const columns = header.map(columnOf);
  const missing = IMPORT_REQUIRED_COLUMNS.filter((key) => !columns.includes(key));
  if (missing.length > 0) {
    const names = missing.map((key) => {
      const column = REGISTER_COLUMNS.find((c) => c.key === key);
      return column ? catalogue[column.header].uz : key;
    });
    return { ok: false, message: message("importMissingColumns", { columns: names.join(", ") }) };
  }
  const rows = body
    .filter((cells) => cells.some((cell) => cell.trim() !== ""))
    .map((cells) => {
      const row: Partial<Record<RegisterColumnKey, string>> = {};
      columns.forEach((key, i) => {
        if (key) row[key] = restoreFormula(cells[i] ?? "");
      });
      return row;
    });
  if (rows.length === 0) return { ok: false, message: message("importEmpty") };
  if (rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: message("importTooManyRows", { max: MAX_IMPORT_ROWS }) };
  return { ok: true, rows };
}

/**
 * Whether a zip's parts unpack to at most `max` bytes, judged before anything is unpacked
 * whole: the sizes its directory declares are summed first, then every part is inflated as
 * a stream and thrown away, yauzl stopping a part at once when it inflates past its declared
 * size (a bomb that understates its size). So the check costs at most `max` bytes of
 * inflating and a chunk of memory. "broken" is a zip that cannot be read (or is a bomb that
 * lied about its size).
 */
export async function unpackedSize(bytes: Buffer, max: number): Promise<"within" | "tooLarge" | "broken"> {
  let zip: Awaited<ReturnType<typeof fromBufferPromise>>;
  try {
    zip = await fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
  } catch {
    return "broken";
  }
  try {
    if (zip.entryCount > MAX_XLSX_PARTS) return "broken";
    const parts: Entry[] = [];
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > max) return "tooLarge";
      parts.push(entry);
    }
    for (const part of parts) {
      if (part.fileName.endsWith("/")) continue;
      for await (const _chunk of await zip.openReadStreamPromise(part)) {
        // Only counted, by yauzl against the declared size.
      }
    }
    return "within";
  } catch {
    return "broken";
  } finally {
    zip.close();
  }
}

/**
 * The rows of an uploaded .xlsx or .csv, judged by content, not by name: a zip that is a
 * workbook, or UTF-8 text that parses as CSV (comma or semicolon). Anything else is not a
 * spreadsheet.
 */
export async function readRegisterSheet(bytes: Buffer): Promise<SheetRead> {
  const notSheet: SheetRead = { ok: false, message: message("importNotSpreadsheet") };
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) {
    const unpacked = await unpackedSize(bytes, MAX_XLSX_UNPACKED_BYTES);
    if (unpacked === "broken") return notSheet;
    if (unpacked === "tooLarge")
      return {
        ok: false,
        message: message("importUnpackedTooLarge", { max: megabytes(MAX_XLSX_UNPACKED_BYTES) }),
      };
    const book = new ExcelJS.Workbook();
    try {
      await book.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      return notSheet;
    }
    const page = book.worksheets[0];
    if (!page) return notSheet;
    if (page.rowCount > MAX_IMPORT_ROWS + 1)
      return { ok: false, message: message("importTooManyRows", { max: MAX_IMPORT_ROWS }) };
    const table: string[][] = [];
    page.eachRow({ includeEmpty: true }, (row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cellText(cell.value);
      });
      table.push(Array.from(cells, (cell) => cell ?? ""));
    });
    return fromTable(table);
  }
  const text = new TextDecoder("utf-8", { fatal: false }).decode(bytes);
  if (text.includes("\u0000") || text.includes("\uFFFD") || /%PDF-/.test(text.slice(0, 8))) return notSheet;
  const firstLine = text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
  let table: string[][];
  try {
    table = parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      to_line: MAX_IMPORT_ROWS + 2,
    }) as string[][];
  } catch {
    return notSheet;
  }
  if (table.length > MAX_IMPORT_ROWS + 1)
    return { ok: false, message: message("importTooManyRows", { max: MAX_IMPORT_ROWS }) };
  return fromTable(table);
}
