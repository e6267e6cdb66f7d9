import type { LookupCatalogue } from "@portal/application";
import { expect } from "chai";

/** Runs against a catalogue holding the shipped seed data, yearly contracts included. */
export function describeLookupCatalogueContract(name: string, makeAdapter: () => Promise<LookupCatalogue>) {
  describe(`LookupCatalogue contract: ${name}`, () => {
    let catalogue: LookupCatalogue;
    beforeEach(async () => {
      catalogue = await makeAdapter();
    });

    it("names provinces in Uzbek or in Russian, as asked", async () => {
      const uz = await catalogue.provinces("uz");
      const ru = await catalogue.provinces("ru");
      expect(uz).to.have.length(14);
      expect(uz.map((p) => p.id)).to.deep.equal(ru.map((p) => p.id));
      expect(uz.find((p) => p.id === 14)?.name).to.equal("Toshkent shahri");
      expect(ru.find((p) => p.id === 14)?.name).to.match(/[\u0400-\u04FF]/);
      expect(await catalogue.province(14, "uz")).to.deep.equal({ id: 14, name: "Toshkent shahri" });
      expect(await catalogue.province(999, "uz")).to.equal(undefined);
    });

    it("lists the districts of a province and tells a district's province", async () => {
      const cities = await catalogue.cities(14, "uz");
      expect(cities).to.have.length(12);
      const first = cities[0];
      expect(await catalogue.city(first?.id ?? 0, "uz")).to.deep.equal({ ...first, province_id: 14 });
      expect(await catalogue.cities(999, "uz")).to.deep.equal([]);
      expect(await catalogue.city(999_999, "uz")).to.equal(undefined);
    });

    it("answers branches by language", async () => {
      expect((await catalogue.branch(1, "uz"))?.name).to.equal("Bosh ofis (Toshkent shahri)");
      expect((await catalogue.branch(1, "ru"))?.name).to.equal("Головной офис (город Ташкент)");
      expect((await catalogue.branches("uz")).length).to.be.greaterThan(13);
    });

    it("keeps an inspection interval for verification and calibration, none for a type without one", async () => {
      expect(await catalogue.inspectionIntervalMonths(4)).to.equal(12);
      expect(await catalogue.inspectionIntervalMonths(7)).to.equal(12);
      expect(await catalogue.inspectionIntervalMonths(8)).to.equal(undefined);
      expect(await catalogue.inspectionIntervalMonths(999)).to.equal(undefined);
    });

    it("keeps only the verification-form types when asked", async () => {
      const all = await catalogue.types("uz");
      const offered = await catalogue.types("uz", true);
      expect(all.map((t) => t.id)).to.include.members([4, 7, 8, 18]);
      expect(offered.map((t) => t.id)).to.include.members([4, 5, 7]);
      expect(offered.every((t) => t.id < 8)).to.equal(true);
      expect(all.find((t) => t.id === 4)?.name).to.equal("Qiyoslash");
      expect((await catalogue.types("ru")).find((t) => t.id === 4)?.name).to.equal("Поверка");
    });

    it("lists sections of a type and devices by section, by type and by both", async () => {
      const sections = await catalogue.sections(4, "uz");
      expect(sections.length).to.be.at.least(3);
      const section = sections[0]?.id ?? 0;
      const bySection = await catalogue.devicesBySection(section, "uz");
      expect(bySection.length).to.be.at.least(5);
      expect(bySection.every((d) => d.section_id === section)).to.equal(true);
      const byType = await catalogue.devicesByType(4, "uz");
      expect(byType.every((d) => d.type_id === 4)).to.equal(true);
      const byBoth = await catalogue.devicesByTypeAndSection(4, section, "uz");
      expect(byBoth.map((d) => d.id)).to.deep.equal(
        bySection.filter((d) => d.type_id === 4).map((d) => d.id),
      );
      expect(await catalogue.sections(999, "uz")).to.deep.equal([]);
    });

    it("answers a device with its price as a decimal string, named by language", async () => {
      const uz = await catalogue.device(1146, "uz");
      expect(uz).to.deep.include({ id: 1146, type_id: 18, section_id: null, cost: "0.00", check_out: 0 });
      expect(uz?.k_2).to.equal("MSP-1146");
      expect((await catalogue.device(1146, "ru"))?.name).to.match(/[\u0400-\u04FF]/);
      expect(await catalogue.device(999_999, "uz")).to.equal(undefined);
      expect((await catalogue.allDevices("uz")).length).to.be.at.least(120);
    });

    it("answers countries with their Uzbek name and a name in the language asked", async () => {
      const ru = await catalogue.country(1, "ru");
      expect(ru).to.deep.equal({ id: 1, name_uz: "O‘zbekiston", name: "Узбекистан" });
      expect((await catalogue.countries("uz")).find((c) => c.id === 1)?.name).to.equal("O‘zbekiston");
      expect(await catalogue.country(999, "uz")).to.equal(undefined);
    });

    it("answers the yearly contracts of a customer and none for another", async () => {
      const contracts = await catalogue.yearlyContracts(2);
      expect(contracts.map((c) => [c.no_nds, c.nds])).to.deep.equal([
        [0, 12],
        [1, 0],
      ]);
      expect(await catalogue.yearlyContracts(1)).to.deep.equal([]);
    });

    it("gives each caller its own copy of the lists", async () => {
      const first = await catalogue.provinces("uz");
      (first[0] as { name: string }).name = "changed";
      expect((await catalogue.provinces("uz"))[0]?.name).to.not.equal("changed");
    });
  });
}
