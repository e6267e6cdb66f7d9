import type { CompanyRegistry } from "@portal/application";
import { SEED, type SeedCompany } from "./seedData";

/** The local company registry of companies.json, until a government one is connected. */
export class SeedCompanyRegistry implements CompanyRegistry {
  private readonly byTin: ReadonlyMap<string, SeedCompany>;

  constructor(companies: readonly SeedCompany[] = SEED.companies) {
    this.byTin = new Map(companies.map((c) => [c.tin, c]));
  }

  async findByTin(tin: string): Promise<SeedCompany | undefined> {
    const found = this.byTin.get(tin.trim());
    // A copy, so that no caller can change the registry for the next one.
    return found && structuredClone(found);
  }
}
