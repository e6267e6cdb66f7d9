import * as t from "io-ts";
import { Id, ShortText } from "../shared/primitives";
import { serialKey } from "../shared/serialKey";

/** A serial number is short text (the register's field): a longer piece is not one. */
const LONGEST_SERIAL = 255;

/**
 * An instrument already applied for: a line of one of the customer's open verification
 * applications that names its serial numbers. A serial number travels in the line's 'about
 * device' text (the register's re-application writes "Zavod raqami: A-1, A-2"), so the line
 * is kept as the keys of the numbers it lists (`serialKey`: case, spaces and dashes aside).
 */
export const OpenInstrument = t.strict({
  appeal_id: Id,
  device_id: Id,
  serial_keys: t.array(ShortText),
});
export type OpenInstrument = t.TypeOf<typeof OpenInstrument>;

/**
 * The serial numbers an 'about device' text lists, as keys: on each of its lines, what follows
 * the last colon (the label the register writes, in either language), or the whole line
 * without one, split at commas and semicolons. A piece of free text becomes a key no serial
 * number has, so it matches nothing.
 */
export function serialKeysIn(about: string | null | undefined): string[] {
  const keys = new Set<string>();
  for (const line of (about ?? "").split(/\r?\n/)) {
    const listed = line.slice(line.lastIndexOf(":") + 1);
    for (const piece of listed.split(/[,;]/)) {
      const key = serialKey(piece);
      if (key !== "" && key.length <= LONGEST_SERIAL) keys.add(key);
    }
  }
  return [...keys];
}

/** What the open lines are read from: a stored appeal's id and its rows. */
export interface AppealLines {
  readonly id: number;
  readonly devices: readonly { readonly device_id?: unknown; readonly about_device?: unknown }[];
}

/** The instruments of these appeals' lines that name a catalogue device and a serial number. */
export function openInstrumentsOf(appeals: readonly AppealLines[]): OpenInstrument[] {
  return appeals.flatMap((appeal) =>
    appeal.devices.flatMap((row) => {
      const device = row.device_id;
      if (typeof device !== "number" || !Number.isSafeInteger(device) || device <= 0) return [];
      const keys = serialKeysIn(typeof row.about_device === "string" ? row.about_device : "");
      return keys.length > 0 ? [{ appeal_id: appeal.id, device_id: device, serial_keys: keys }] : [];
    }),
  );
}

/** An instrument to look for: the catalogue devices it may be applied for as, and its serial numbers. */
export interface InstrumentSought {
  readonly deviceIds: readonly number[];
  readonly serialKeys: readonly string[];
}

/**
 * The open applications (ids, ascending) that already hold this instrument: a line of the same
 * catalogue device listing one of its serial numbers. An instrument without a serial number
 * matches none: lines of the same device without numbers cannot be told apart, and a warning
 * on each would be more often wrong than right (docs/decisions.md).
 */
export function openApplicationsOf(
  sought: InstrumentSought,
  open: readonly OpenInstrument[],
  except?: number,
): number[] {
  if (sought.serialKeys.length === 0) return [];
  const ids = new Set<number>();
  for (const line of open) {
    if (line.appeal_id === except || !sought.deviceIds.includes(line.device_id)) continue;
    if (line.serial_keys.some((key) => sought.serialKeys.includes(key))) ids.add(line.appeal_id);
  }
  return [...ids].sort((a, b) => a - b);
}
