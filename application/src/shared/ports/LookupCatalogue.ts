import type { CatalogueCountry, CatalogueDevice, Language, NamedItem } from "@portal/domain";
import type { YearlyContractRecord } from "./records";

/** The catalogue's items are the domain's, as the lookups answer them; named here too for the port's users. */
export type { CatalogueCountry, CatalogueDevice, NamedItem };

/** Read-only reference data, answered in the language asked for. */
export interface LookupCatalogue {
  provinces(lang: Language): Promise<NamedItem[]>;
  /** Districts / cities of a province. */
  cities(provinceId: number, lang: Language): Promise<NamedItem[]>;
  branches(lang: Language): Promise<NamedItem[]>;
  /** Service types; `verificationForm` keeps only those the verification form offers. */
  types(lang: Language, verificationForm?: boolean): Promise<NamedItem[]>;
  sections(typeId: number, lang: Language): Promise<NamedItem[]>;
  devicesBySection(sectionId: number, lang: Language): Promise<CatalogueDevice[]>;
  devicesByType(typeId: number, lang: Language): Promise<CatalogueDevice[]>;
  devicesByTypeAndSection(typeId: number, sectionId: number, lang: Language): Promise<CatalogueDevice[]>;
  allDevices(lang: Language): Promise<CatalogueDevice[]>;
  device(id: number, lang: Language): Promise<CatalogueDevice | undefined>;
  countries(lang: Language): Promise<CatalogueCountry[]>;
  /**
   * A parent organisation's name in the language: the company registry keeps the Uzbek one
   * (a user's `soogu_name`); a name the catalogue does not know is answered as it is.
   */
  parentOrganisation(name: string, lang: Language): Promise<string>;
  province(id: number, lang: Language): Promise<NamedItem | undefined>;
  city(id: number, lang: Language): Promise<(NamedItem & { province_id: number }) | undefined>;
  branch(id: number, lang: Language): Promise<NamedItem | undefined>;
  country(id: number, lang: Language): Promise<CatalogueCountry | undefined>;
  yearlyContracts(userId: number): Promise<YearlyContractRecord[]>;
  /** The inspection interval of a service type in months (issue 14), when it has one. */
  inspectionIntervalMonths(typeId: number): Promise<number | undefined>;
}
