import * as t from "io-ts";
import { DUE_STATES, type DueState } from "./dueState";
import { Id, nullable, ShortText } from "../shared/primitives";

const DueStateCodec = t.keyof(
  Object.fromEntries(DUE_STATES.map((state) => [state, null])) as Record<DueState, null>,
  "DueState",
);

/**
 * The register page's filters (GET /self-devices/page): a due state, an area (province),
 * a catalogue device, a search text (device name, code or serial number), the order of the
 * next inspection date, and `after`, the `next` cursor of the page before.
 */
export const RegisterQuery = t.exact(
  t.partial({
    state: nullable(DueStateCodec),
    area: nullable(Id),
    device: nullable(Id),
    q: nullable(ShortText),
    sort: nullable(t.keyof({ asc: null, desc: null }, "RegisterSort")),
    after: nullable(ShortText),
    limit: nullable(Id),
  }),
);
export type RegisterQuery = t.TypeOf<typeof RegisterQuery>;

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
