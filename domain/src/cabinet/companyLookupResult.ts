import * as t from "io-ts";

/** The company registry's answer for a tax id (POST /get-company-inn, spec 3). */
export const CompanyLookupResult = t.strict({
  company_name: t.string,
  company_address: t.string,
  last_name: t.string,
  first_name: t.string,
  middle_name: t.string,
  tin: t.string,
  oked: t.string,
  mfo: t.string,
  accounts: t.array(t.strict({ account_number: t.string, bank_name: t.string })),
  users: t.strict({ phone: t.string, email: t.string }),
});
export type CompanyLookupResult = t.TypeOf<typeof CompanyLookupResult>;
