import * as t from "io-ts";
import { Id, nullable, ShortText } from "../shared/primitives";
import { CabinetAccount } from "./requisite";

/** The signed-in customer's data (spec section 3, GET /get-userinfo). */
export const UserInfo = t.intersection([
  t.type({
    user_id: Id,
    first_name: t.string,
    last_name: t.string,
    middle_name: t.string,
    tin: t.string,
    users: t.type({ phone: t.string, email: t.string }),
    accounts: t.array(CabinetAccount),
  }),
  t.partial({
    pin: t.string,
    passport_seria: t.string,
    passport_no: t.string,
    passport_start_date: t.string,
    passport_end_date: t.string,
    who_issued_passport: t.string,
    /** Permanent address as "region, district, street" (spec 2.16). */
    address: t.string,
    company_tin: t.string,
    company_name: t.string,
    company_address: t.string,
    oked: t.string,
  }),
]);
export type UserInfo = t.TypeOf<typeof UserInfo>;

/** The editable part sent by the edit-data modals (POST /post-userinfo, spec 2.17). */
export const UserInfoUpdate = t.exact(
  t.partial({
    first_name: nullable(ShortText),
    last_name: nullable(ShortText),
    middle_name: nullable(ShortText),
    tin: nullable(ShortText),
    users: t.exact(t.partial({ phone: nullable(ShortText), email: nullable(ShortText) })),
    company_name: nullable(ShortText),
    company_address: nullable(ShortText),
    company_tin: nullable(ShortText),
  }),
);
export type UserInfoUpdate = t.TypeOf<typeof UserInfoUpdate>;

/** A permanent address split from its comma-separated form: region, district, the rest. */
export function splitAddress(address: string | undefined): {
  region: string;
  district: string;
  street: string;
} {
  const [region = "", district = "", ...rest] = (address ?? "").split(",").map((part) => part.trim());
  return { region, district, street: rest.join(", ") };
}

/** The company registry's answer for a tax id (POST /get-company-inn, spec 3). */
export const CompanyLookupResult = t.type({
  company_name: t.string,
  company_address: t.string,
  last_name: t.string,
  first_name: t.string,
  middle_name: t.string,
  tin: t.string,
  oked: t.string,
  mfo: t.string,
  accounts: t.array(t.type({ account_number: t.string, bank_name: t.string })),
  users: t.type({ phone: t.string, email: t.string }),
});
export type CompanyLookupResult = t.TypeOf<typeof CompanyLookupResult>;
