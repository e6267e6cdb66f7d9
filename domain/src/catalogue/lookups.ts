import * as t from "io-ts";
import { Flag, Id, nullable, ShortText, Som, text } from "../shared/primitives";
import { CatalogueCountry } from "./catalogueCountry";
import type { CatalogueDevice } from "./catalogueDevice";
import { NamedItem } from "./namedItem";

/** The lookups of spec section 3 by what the forms call them: each list's items are named items. */

export const Province = NamedItem;
export type Province = NamedItem;

export const City = NamedItem;
export type City = NamedItem;

export const Branch = NamedItem;
export type Branch = NamedItem;

export const Section = NamedItem;
export type Section = NamedItem;

export const ServiceType = NamedItem;
export type ServiceType = NamedItem;

export const Country = CatalogueCountry;
export type Country = CatalogueCountry;

/** A device as the self-device select shows it: id, name and its code k_2. */
export type DeviceSummary = Pick<CatalogueDevice, "id" | "name" | "k_2">;

/**
 * A catalogue device as a form prices it (spec 2.7): decoded from the lookups' answer
 * (`CatalogueDevice`), its cost as exact money.
 */
export const Device = t.intersection([
  t.type({ id: Id, name: ShortText, cost: Som, check_out: Flag }),
  t.partial({ spetsifikatsiya: text(2000), k_2: ShortText, type_id: Id, section_id: nullable(Id) }),
]);
export type Device = t.TypeOf<typeof Device>;
