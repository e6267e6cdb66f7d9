import { isWellFormedText } from "../shared/primitives";
import { isCalendarDate } from "../shared/rules";
import { type Message, type MessageKey, message } from "../shared/message";
import type { DueState } from "./dueState";
import type { SelfDeviceInput } from "./selfDevice";
import { validateSelfDevice } from "./selfDeviceValidation";

/** The columns of an exported register and of a file to import (spec 2.3, plus serial number and state). */
export const REGISTER_COLUMNS = [
  { key: "soogu_name", header: "registerParentOrganisation" },
  { key: "company_name", header: "registerCompanyName" },
  { key: "tin", header: "registerCompanyTin" },
  { key: "device_name", header: "registerDevice" },
  { key: "country_name", header: "registerCountry" },
  { key: "k_2", header: "registerCode" },
  { key: "serial_number", header: "registerSerialNumber" },
  { key: "inspection_date", header: "registerInspectionDate" },
  { key: "next_inspection_date", header: "registerNextInspectionDate" },
  { key: "area_of_use_name", header: "registerAreaOfUse" },
  { key: "state", header: "registerState" },
] as const satisfies readonly { key: string; header: MessageKey }[];

export type RegisterColumnKey = (typeof REGISTER_COLUMNS)[number]["key"];

/** The largest file the register's import reads, and the most rows it takes. */
export const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

/** The columns a file to import must have; the owner's columns and the state are read but not needed. */
export const IMPORT_REQUIRED_COLUMNS: readonly RegisterColumnKey[] = [
  "device_name",
  "country_name",
  "inspection_date",
  "next_inspection_date",
  "area_of_use_name",
];

export const DUE_STATE_MESSAGES: Readonly<Record<DueState, MessageKey>> = {
  overdue: "dueOverdue",
  due30: "dueDue30",
  due90: "dueDue90",
  fine: "dueFine",
  unfit: "dueUnfit",
};

/**
 * Where a spreadsheet may start a cell: at the start of the text, and after a comma, a
 * semicolon, a tab or a line break, should a program split the field there (one set to
 * Uzbek or Russian splits a CSV on ";"). A formula starts with = + - @, a tab or a carriage
 * return (OWASP's CSV injection list); apostrophes before it are counted so that the mark
 * can be taken off again.
 */
const FORMULA_AT_CELL_START = /(?<=^|[,;\t\r\n])(?='*[=+\-@\t\r])/g;
const MARK_AT_CELL_START = /(?<=^|[,;\t\r\n])'(?='*[=+\-@\t\r])/g;

/**
 * A cell of an export, made safe to open: an apostrophe goes before every formula start
 * wherever a spreadsheet may start a cell, so it shows as text and runs nothing
 * (";=1+1" becomes ";'=1+1"). `restoreFormula` undoes it exactly.
 */
export function neutraliseFormula(text: string): string {
  return text.replace(FORMULA_AT_CELL_START, "'");
}

/**
 * A cell of an imported file as it was before `neutraliseFormula`: one marking apostrophe
 * dropped at each cell start.
 */
export function restoreFormula(text: string): string {
  return text.replace(MARK_AT_CELL_START, "");
}

/** The most characters of a file's cell an import's report shows back. */
export const IMPORT_ECHO_LENGTH = 200;

/**
 * A cell as an import's report shows it back (in a message, or as the row's device and
 * serial number): a longer one is cut at a whole character and ends in "…", so a huge cell
 * makes no huge answer.
 */
export function echoedCell(text: string): string {
  if (text.length <= IMPORT_ECHO_LENGTH) return text;
  let kept = "";
  let count = 0;
  for (const character of text) {
    if (count === IMPORT_ECHO_LENGTH) return `${kept}…`;
    kept += character;
    count++;
  }
  return kept;
}

/** Text for comparing names: trimmed, lower case, apostrophe look-alikes and spaces folded. */
export function foldName(text: string): string {
  return text
    .normalize("NFC")
    .trim()
    .toLocaleLowerCase("en-US")
    .replace(/[\u2018\u2019\u02BB\u02BC`´‘’]/g, "'")
    .replace(/\s+/g, " ");
}

/** A date from a file: "YYYY-MM-DD" or "DD.MM.YYYY" (as the register shows it); undefined otherwise. */
export function importDate(text: string): string | undefined {
  const trimmed = text.trim();
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const iso = dotted
    ? `${dotted[3]}-${(dotted[2] as string).padStart(2, "0")}-${(dotted[1] as string).padStart(2, "0")}`
    : trimmed;
  return isCalendarDate(iso) ? iso : undefined;
}

/** One row of a file, its cells as text by column (a missing column reads as ""). */
export type ImportRow = Readonly<Partial<Record<RegisterColumnKey, string>>>;

/** How names in a file become catalogue ids (by folded name; a device by its code first). */
export interface ImportNames {
  device(name: string, code: string): number | undefined;
  country(name: string): number | undefined;
  province(name: string): number | undefined;
}

export interface CheckedImportRow {
  readonly input: SelfDeviceInput;
  readonly errors: readonly Message[];
}

/**
 * A row of a file to import, checked: its names resolved through the catalogue (an unknown
 * device, country or area of use says which name it did not find), its dates read, and the
 * whole held to the self-device modal's rules (validateSelfDevice), whose messages it keeps.
 */
export function checkImportRow(row: ImportRow, names: ImportNames, today: string): CheckedImportRow {
  const cell = (key: RegisterColumnKey) => (row[key] ?? "").trim();
  const errors: Message[] = [];
  const resolve = (text: string, found: number | undefined, unknown: MessageKey) => {
    if (text === "") return undefined;
    if (found === undefined) errors.push(message(unknown, { name: echoedCell(text) }));
    return found;
  };
  const device_id = resolve(
    cell("device_name") || cell("k_2"),
    names.device(cell("device_name"), cell("k_2")),
    "importUnknownDevice",
  );
  const country_id = resolve(
    cell("country_name"),
    names.country(cell("country_name")),
    "importUnknownCountry",
  );
  const area_of_use_id = resolve(
    cell("area_of_use_name"),
    names.province(cell("area_of_use_name")),
    "importUnknownProvince",
  );
  const date = (key: RegisterColumnKey) => {
    const text = cell(key);
    if (text === "") return undefined;
    return importDate(text) ?? text;
  };
  const serial = cell("serial_number");
  const input: SelfDeviceInput = {
    device_id,
    country_id,
    area_of_use_id,
    inspection_date: date("inspection_date"),
    next_inspection_date: date("next_inspection_date"),
    ...(serial === "" ? {} : { serial_number: serial }),
  };
  const fields = validateSelfDevice(input, { today });
  const known = new Set(errors.map((m) => m.key));
  for (const [field, messages] of Object.entries(fields) as [string, Message[]][]) {
    // An unknown name already said why the field is empty.
    if (field === "device_id" && known.has("importUnknownDevice")) continue;
    if (field === "country_id" && known.has("importUnknownCountry")) continue;
    if (field === "area_of_use_id" && known.has("importUnknownProvince")) continue;
    errors.push(...messages);
  }
  if (serial.length > 255) errors.push(message("textTooLong", { max: 255 }));
  if (!isWellFormedText(serial)) errors.push(message("textBroken", { field: "serial_number" }));
  return { input, errors };
}
