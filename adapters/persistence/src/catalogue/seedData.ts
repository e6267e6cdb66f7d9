import type { CompanyLookupResult } from "@portal/domain";
import type { Role, UserInfoRecord, YearlyContractRecord } from "@portal/application";
import branches from "../../seed/branches.json" with { type: "json" };
import companies from "../../seed/companies.json" with { type: "json" };
import countries from "../../seed/countries.json" with { type: "json" };
import devices from "../../seed/devices.json" with { type: "json" };
import parentOrganisations from "../../seed/parent-organisations.json" with { type: "json" };
import provinces from "../../seed/provinces.json" with { type: "json" };
import sections from "../../seed/sections.json" with { type: "json" };
import types from "../../seed/types.json" with { type: "json" };
import users from "../../seed/users.json" with { type: "json" };
import yearlyContracts from "../../seed/yearly-contracts.json" with { type: "json" };

/** A reference row named in both languages of the portal. */
export interface Bilingual {
  readonly id: number;
  readonly name_uz: string;
  readonly name_ru: string;
}

/** A parent organisation (soogu) the company registry names in Uzbek, with its Russian name. */
export interface SeedParentOrganisation {
  readonly name_uz: string;
  readonly name_ru: string;
}

export interface SeedProvince extends Bilingual {
  readonly districts: readonly Bilingual[];
}

export interface SeedType extends Bilingual {
  readonly verification_form: boolean;
  /** Months a result of this service holds by default (issue 14; docs/decisions.md). */
  readonly inspection_interval_months?: number;
}

export interface SeedSection extends Bilingual {
  readonly type_id: number;
}

export interface SeedDevice extends Bilingual {
  readonly type_id: number;
  readonly section_id: number | null;
  readonly cost: string;
  readonly spetsifikatsiya: string;
  readonly k_2: string;
  readonly check_out: 0 | 1;
}

export type SeedCompany = CompanyLookupResult & { readonly soogu_name?: string };

/** A demo account as users.json writes it: identity, contacts and bank data flat. */
export interface SeedUser extends Omit<UserInfoRecord, "soogu_name"> {
  readonly user_id: number;
  readonly login: string;
  readonly role: Role;
  /** Staff and reviewers of regional branches: the branch ids they work on (absent: all, the head office). */
  readonly branches?: readonly number[];
  /** A staff account allowed to sign certificates, with the position printed under its name. */
  readonly signer?: { readonly position: string };
  readonly corporate: number;
  readonly contragent_discount: number;
  readonly requisites: readonly SeedRequisite[];
  readonly accounts: readonly { bank_name: string; mfo: string; account_number: string; status: number }[];
}

export interface SeedRequisite {
  readonly company_name: string;
  readonly account_number: string;
  readonly bank_name: string;
  readonly director_name: string;
  readonly mfo: string;
  readonly oked: string;
  readonly email?: string;
}

export interface SeedData {
  readonly provinces: readonly SeedProvince[];
  readonly branches: readonly Bilingual[];
  readonly types: readonly SeedType[];
  readonly sections: readonly SeedSection[];
  readonly devices: readonly SeedDevice[];
  readonly countries: readonly Bilingual[];
  readonly parentOrganisations: readonly SeedParentOrganisation[];
  readonly companies: readonly SeedCompany[];
  readonly users: readonly SeedUser[];
  readonly yearlyContracts: readonly YearlyContractRecord[];
}

/** The reference data shipped in seed/, read once when the module loads. */
export const SEED: SeedData = {
  provinces,
  branches,
  types,
  sections,
  devices: devices as SeedDevice[],
  countries,
  parentOrganisations,
  companies,
  users: users as SeedUser[],
  yearlyContracts: yearlyContracts as YearlyContractRecord[],
};
