import type { LookupCatalogue, YearlyContractRecord } from "@portal/application";
import type { CatalogueCountry, CatalogueDevice, Language, NamedItem } from "@portal/domain";
import type { DocumentCollection } from "../document/DocumentCollection";
import { type Bilingual, SEED, type SeedData, type SeedDevice } from "./seedData";

const nameIn = (row: Bilingual, lang: Language): string => (lang === "ru" ? row.name_ru : row.name_uz);
const named = (row: Bilingual, lang: Language): NamedItem => ({ id: row.id, name: nameIn(row, lang) });

/**
 * Reference data from the seed files, held in memory: it changes only with a release.
 * Yearly contracts are per customer, so they are read from the database.
 */
export class SeedLookupCatalogue implements LookupCatalogue {
  private readonly cityProvince: Map<number, { city: Bilingual; provinceId: number }>;

  constructor(
    private readonly yearly: DocumentCollection<YearlyContractRecord>,
    private readonly data: SeedData = SEED,
  ) {
    this.cityProvince = new Map(
      data.provinces.flatMap((p) =>
        p.districts.map((city) => [city.id, { city, provinceId: p.id }] as const),
      ),
    );
  }

  async provinces(lang: Language): Promise<NamedItem[]> {
    return this.data.provinces.map((p) => named(p, lang));
  }

  async cities(provinceId: number, lang: Language): Promise<NamedItem[]> {
    const province = this.data.provinces.find((p) => p.id === provinceId);
    return (province?.districts ?? []).map((c) => named(c, lang));
  }

  async branches(lang: Language): Promise<NamedItem[]> {
    return this.data.branches.map((b) => named(b, lang));
  }

  async types(lang: Language, verificationForm?: boolean): Promise<NamedItem[]> {
    const offered = verificationForm ? this.data.types.filter((t) => t.verification_form) : this.data.types;
    return offered.map((t) => named(t, lang));
  }

  async inspectionIntervalMonths(typeId: number): Promise<number | undefined> {
    return this.data.types.find((t) => t.id === typeId)?.inspection_interval_months;
  }

  async sections(typeId: number, lang: Language): Promise<NamedItem[]> {
    return this.data.sections.filter((s) => s.type_id === typeId).map((s) => named(s, lang));
  }

  async devicesBySection(sectionId: number, lang: Language): Promise<CatalogueDevice[]> {
    return this.devices((d) => d.section_id === sectionId, lang);
  }

  async devicesByType(typeId: number, lang: Language): Promise<CatalogueDevice[]> {
    return this.devices((d) => d.type_id === typeId, lang);
  }

  async devicesByTypeAndSection(
    typeId: number,
    sectionId: number,
    lang: Language,
  ): Promise<CatalogueDevice[]> {
    return this.devices((d) => d.type_id === typeId && d.section_id === sectionId, lang);
  }

  async allDevices(lang: Language): Promise<CatalogueDevice[]> {
    return this.devices(() => true, lang);
  }

  async device(id: number, lang: Language): Promise<CatalogueDevice | undefined> {
    return this.devices((d) => d.id === id, lang)[0];
  }

  async countries(lang: Language): Promise<CatalogueCountry[]> {
    return this.data.countries.map((c) => ({ id: c.id, name_uz: c.name_uz, name: nameIn(c, lang) }));
  }

  async parentOrganisation(name: string, lang: Language): Promise<string> {
    if (lang === "uz") return name;
    return this.data.parentOrganisations.find((o) => o.name_uz === name)?.name_ru ?? name;
  }

  async province(id: number, lang: Language): Promise<NamedItem | undefined> {
    const found = this.data.provinces.find((p) => p.id === id);
    return found && named(found, lang);
  }

  async city(id: number, lang: Language): Promise<(NamedItem & { province_id: number }) | undefined> {
    const found = this.cityProvince.get(id);
    return found && { ...named(found.city, lang), province_id: found.provinceId };
  }

  async branch(id: number, lang: Language): Promise<NamedItem | undefined> {
    const found = this.data.branches.find((b) => b.id === id);
    return found && named(found, lang);
  }

  async country(id: number, lang: Language): Promise<CatalogueCountry | undefined> {
    return (await this.countries(lang)).find((c) => c.id === id);
  }

  yearlyContracts(userId: number): Promise<YearlyContractRecord[]> {
    return this.yearly.find({ user_id: userId }, { sort: { id: 1 } });
  }

  private devices(keep: (d: SeedDevice) => boolean, lang: Language): CatalogueDevice[] {
    return this.data.devices.filter(keep).map((d) => ({
      id: d.id,
      name: nameIn(d, lang),
      type_id: d.type_id,
      section_id: d.section_id,
      cost: d.cost,
      spetsifikatsiya: d.spetsifikatsiya,
      k_2: d.k_2,
      check_out: d.check_out,
    }));
  }
}
