import type { CompanyLookupResult } from "@portal/domain";

/** Company data by tax id; a local registry now, a government one later. */
export interface CompanyRegistry {
  findByTin(tin: string): Promise<(CompanyLookupResult & { soogu_name?: string }) | undefined>;
}
