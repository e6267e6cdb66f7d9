import type { DeviceNames, Language } from "@portal/domain";
import type { LookupCatalogue } from "./ports/LookupCatalogue";

/**
 * The catalogue's device names in a language, read once for every row a page or a document
 * names (appeals, results, certificates, contracts, the public check).
 */
export async function deviceNames(catalogue: LookupCatalogue, lang: Language): Promise<DeviceNames> {
  return new Map((await catalogue.allDevices(lang)).map((device) => [device.id, device.name]));
}
