import type { CatalogueCountry, CatalogueDevice, NamedItem } from "@portal/domain";
import type { Actor } from "../shared";

/** The reference lists behind the selects (anyone; names in actor.lang). */
export interface CatalogueUseCases {
  provinces(actor: Actor): Promise<NamedItem[]>;
  cities(actor: Actor, provinceId: number): Promise<NamedItem[]>;
  branches(actor: Actor): Promise<NamedItem[]>;
  types(actor: Actor): Promise<NamedItem[]>;
  sections(actor: Actor, typeId: number): Promise<NamedItem[]>;
  devicesBySection(actor: Actor, sectionId: number): Promise<CatalogueDevice[]>;
  devicesByType(actor: Actor, typeId: number): Promise<CatalogueDevice[]>;
  devicesByTypeAndSection(actor: Actor, typeId: number, sectionId: number): Promise<CatalogueDevice[]>;
  /** GET /devices/all: the devices a self device may be (id, name, k_2). */
  allDevices(actor: Actor): Promise<CatalogueDevice[]>;
  countries(actor: Actor): Promise<CatalogueCountry[]>;
}
