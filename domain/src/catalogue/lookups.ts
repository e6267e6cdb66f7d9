import * as t from "io-ts";
import { Flag, Id, nullable, ShortText, Som, text } from "../shared/primitives";

/** Lookups of spec section 3, as the server answers them (name in the language asked for). */

export const Province = t.type({ id: Id, name: ShortText });
export type Province = t.TypeOf<typeof Province>;

export const City = t.type({ id: Id, name: ShortText });
export type City = t.TypeOf<typeof City>;

export const Branch = t.type({ id: Id, name: ShortText });
export type Branch = t.TypeOf<typeof Branch>;

export const Section = t.type({ id: Id, name: ShortText });
export type Section = t.TypeOf<typeof Section>;

export const ServiceType = t.type({ id: Id, name: ShortText });
export type ServiceType = t.TypeOf<typeof ServiceType>;

export const Country = t.type({ id: Id, name_uz: ShortText });
export type Country = t.TypeOf<typeof Country>;

/** A device as lists show it (self-device select): id, name and its code k_2. */
export const DeviceSummary = t.type({ id: Id, name: ShortText, k_2: ShortText });
export type DeviceSummary = t.TypeOf<typeof DeviceSummary>;

/** A device of the service catalogue, with its price and on-site flag (spec 2.7). */
export const Device = t.intersection([
  t.type({ id: Id, name: ShortText, cost: Som, check_out: Flag }),
  t.partial({ spetsifikatsiya: text(2000), k_2: ShortText, type_id: Id, section_id: nullable(Id) }),
]);
export type Device = t.TypeOf<typeof Device>;
