import * as t from "io-ts";
import { DueState } from "./dueState";
import { Id, nullable, ShortText } from "../shared/primitives";
import { described } from "../shared/schema";

/** Where a page of the register ends: its last entry's next inspection date and id. */
export interface RegisterCursor {
  readonly date: string;
  readonly id: number;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})_([1-9]\d{0,14})$/;

export const formatRegisterCursor = (cursor: RegisterCursor): string => `${cursor.date}_${cursor.id}`;

export function parseRegisterCursor(text: string): RegisterCursor | undefined {
  const match = CURSOR.exec(text);
  if (!match) return undefined;
  return { date: match[1] as string, id: Number(match[2]) };
}

/** The cursor as the page's `next` gives it and the next page's `after` sends it back: "DATE_ID". */
export const RegisterCursor = described(
  new t.Type<RegisterCursor, string, unknown>(
    "RegisterCursor",
    (u): u is RegisterCursor =>
      typeof u === "object" &&
      u !== null &&
      typeof (u as RegisterCursor).date === "string" &&
      typeof (u as RegisterCursor).id === "number",
    (u, c) => {
      const cursor = typeof u === "string" ? parseRegisterCursor(u) : undefined;
      return cursor ? t.success(cursor) : t.failure(u, c, "expected a cursor DATE_ID");
    },
    formatRegisterCursor,
  ),
  { type: "string", pattern: CURSOR.source },
);

/**
 * The register's filters, of its page and its export: a due state, an area (province), a
 * catalogue device, a search text (device name, code or serial number) and the order of the
 * next inspection date.
 */
const filters = {
  state: nullable(DueState),
  area: nullable(Id),
  device: nullable(Id),
  q: nullable(ShortText),
  sort: nullable(t.keyof({ asc: null, desc: null }, "RegisterSort")),
};

/** The filters alone: what an export and the page have in common. */
export const RegisterFilter = t.exact(t.partial(filters));
export type RegisterFilter = t.TypeOf<typeof RegisterFilter>;

/** The register page's query (GET /self-devices/page): the filters, `after` (the page before's `next`) and a page size. */
export const RegisterQuery = t.exact(
  t.partial({ ...filters, after: nullable(RegisterCursor), limit: nullable(Id) }),
);
export type RegisterQuery = t.TypeOf<typeof RegisterQuery>;

/** The files an export writes, by the `format` that asks for one, and their content types. */
export const REGISTER_FILE_TYPES = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv",
} as const;
export type RegisterFileFormat = keyof typeof REGISTER_FILE_TYPES;

/** The export's query (GET /self-devices/export): the filters and the file's format, .xlsx unless asked. */
export const RegisterExportQuery = t.exact(
  t.partial({
    ...filters,
    format: nullable(
      t.keyof(
        Object.fromEntries(Object.keys(REGISTER_FILE_TYPES).map((k) => [k, null])) as Record<
          RegisterFileFormat,
          null
        >,
        "RegisterFileFormat",
      ),
    ),
  }),
);
export type RegisterExportQuery = t.TypeOf<typeof RegisterExportQuery>;
