import type { AppealKindName } from "./destinations";
import type { StoredAppealRow } from "./storedAppeal";

/**
 * Whether an appeal kind's rows name devices of the service catalogue. Their names are the
 * catalogue's, in the language of the page or document that shows them (the name stored
 * with the row is the one of the language it was saved in); every other kind's names are
 * the customer's own text (a recognition's instrument, a provider's method), shown as typed.
 */
export const namesCatalogueDevices = (kind: AppealKindName): boolean => kind === "verification";

/** The catalogue's device names in one language, by device id. */
export type DeviceNames = ReadonlyMap<number, string>;

/** A stored row's device name in the language of `names`: the catalogue's for a catalogue device, else as stored. */
export function deviceNameOf(
  kind: AppealKindName,
  row: Pick<StoredAppealRow, "device_id" | "device_name">,
  names: DeviceNames,
): string | undefined {
  const named =
    namesCatalogueDevices(kind) && typeof row.device_id === "number" ? names.get(row.device_id) : undefined;
  return named ?? row.device_name;
}

/** The row with its device named in the language of `names` (a row of no catalogue device as it is). */
export function rowInLanguage<R extends StoredAppealRow>(
  kind: AppealKindName,
  row: R,
  names: DeviceNames,
): R {
  const name = deviceNameOf(kind, row, names);
  return name === undefined || name === row.device_name ? row : { ...row, device_name: name };
}
