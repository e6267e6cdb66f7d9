import { Limits } from "@portal/domain/shared/constants";

/**
 * The company tax id field (spec 4): it accepts up to 9 characters and a lookup runs when
 * it holds exactly 9. Longer input is cut to 9, as a maxlength field would. The lookup
 * runs only when the 9 characters differ from the previous value, so typing past the
 * limit does not ask the registry again.
 */
export interface TaxIdEntry {
  readonly tin: string;
  readonly lookup: boolean;
}

export function enterCompanyTaxId(previous: string, raw: string): TaxIdEntry {
  const tin = raw.slice(0, Limits.taxIdLength);
  return { tin, lookup: tin.length === Limits.taxIdLength && tin !== previous };
}
