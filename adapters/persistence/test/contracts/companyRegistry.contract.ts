import type { CompanyRegistry } from "@portal/application";
import { expect } from "chai";

/** Runs against a registry holding the shipped companies.json. */
export function describeCompanyRegistryContract(name: string, makeAdapter: () => Promise<CompanyRegistry>) {
  describe(`CompanyRegistry contract: ${name}`, () => {
    let registry: CompanyRegistry;
    beforeEach(async () => {
      registry = await makeAdapter();
    });

    it("answers a company's registry data by its tax id", async () => {
      const company = await registry.findByTin("301234567");
      expect(company?.company_name).to.equal("Demo Metall MChJ");
      expect(company?.accounts.length).to.be.greaterThan(0);
      expect(company?.users.phone).to.match(/^\+998\d{9}$/);
    });

    it("answers undefined for a tax id it does not know", async () => {
      expect(await registry.findByTin("399999999")).to.equal(undefined);
    });

    it("cannot be changed through what it answers", async () => {
      const company = await registry.findByTin("301234567");
      if (company) company.company_name = "changed";
      expect((await registry.findByTin("301234567"))?.company_name).to.equal("Demo Metall MChJ");
    });
  });
}
