import * as t from "io-ts";
import { ANYONE, apiCall } from "../shared/api";
import { Id } from "../shared/primitives";
import { CatalogueCountry } from "./catalogueCountry";
import { CatalogueDevice } from "./catalogueDevice";
import { NamedItem } from "./namedItem";

const Named = t.array(NamedItem);
const Devices = t.array(CatalogueDevice);

/** A reference list: anyone may read it, in the language asked for (`?lang` or Accept-Language). */
const list = <A extends t.Mixed>(path: string, summary: string, answer: A) =>
  apiCall({ method: "GET", path, summary, audience: ANYONE, answer });

/** A reference list of what an id in the path names: an id that is not a positive whole number is not found. */
const listOf = <P extends t.Mixed, A extends t.Mixed>(path: string, summary: string, params: P, answer: A) =>
  apiCall({ method: "GET", path, summary, audience: ANYONE, params, answer, failures: ["NotFound"] });

/** The catalogue's calls: the lists behind the selects (spec 7; docs/architecture.md, "Adding a call"). */
export const catalogueApi = {
  provinces: list("/api/front/provinces", "Provinces", Named),
  regions: list("/api/front/regions", "Provinces (the same list)", Named),
  types: list("/api/front/types", "Service types the verification form offers", Named),
  branches: list("/api/front/branches", "Branches", Named),
  backBranches: list("/back/api/branches", "Branches (the same list)", Named),
  cities: listOf("/api/front/cities/:id", "Cities of a province", t.type({ id: Id }), Named),
  sections: listOf(
    "/api/front/sections/:typeId",
    "Sections of a service type",
    t.type({ typeId: Id }),
    Named,
  ),
  devicesOfSection: listOf(
    "/api/front/devices/:sectionId",
    "Devices of a section",
    t.type({ sectionId: Id }),
    Devices,
  ),
  devicesOfType: listOf(
    "/api/front/devices-from-type/:typeId",
    "Devices of a service type",
    t.type({ typeId: Id }),
    Devices,
  ),
  devicesOfTypeAndSection: listOf(
    "/api/front/devices-from-type-section/:typeId/:sectionId",
    "Devices of a service type and section",
    t.type({ typeId: Id, sectionId: Id }),
    Devices,
  ),
  allDevices: list("/devices/all", "Devices a self device may be", Devices),
  countries: list("/devices/countries", "Countries of manufacture", t.array(CatalogueCountry)),
};
