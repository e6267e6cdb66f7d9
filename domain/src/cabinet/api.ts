import * as t from "io-ts";
import { apiCall, CUSTOMERS, SIGNED_IN, STAFF } from "../shared/api";
import { Id } from "../shared/primitives";
import { CabinetAttention } from "./attention";
import { ActivateCabinetAccount, CabinetAccount, CabinetAccountInput } from "./cabinetAccount";
import { CompanyLookupResult } from "./companyLookupResult";
import { CompanyLookupRequest } from "./companyTaxId";
import { CustomerForEntry } from "./customerForEntry";
import { CustomerSearch, CustomerSummary } from "./customerSummary";
import { BankRequisite, SaveRequisiteRequest } from "./requisite";
import { UserInfo, UserInfoUpdate } from "./userInfo";
import { YearlyContract } from "./yearlyContract";

/** Bank data (accounts, the requisites a customer saves) is a legal entity's. */
const COMPANY = ["company"] as const;

const ById = t.type({ id: Id });

/** A save's answer: status true, the catalogue's "saved" in the caller's language, and what was saved. */
const saved = <C extends t.Mixed>(data: C) => t.strict({ status: t.literal(true), message: t.string, data });

/**
 * The personal cabinet's calls (docs/architecture.md, "Adding a call"): the user info and
 * its edit, the company lookup, bank requisites and cabinet accounts, yearly contracts; and
 * the customers as staff find them for offline entry.
 */
export const cabinetApi = {
  getUserInfo: apiCall({
    method: "GET",
    path: "/get-userinfo",
    summary: "The caller's user info (spec 3), with a legal entity's cabinet accounts",
    audience: SIGNED_IN,
    answer: t.strict({ data: UserInfo }),
  }),
  updateUserInfo: apiCall({
    method: "POST",
    path: "/post-userinfo",
    summary:
      "Change the caller's names, phone and e-mail, and a legal entity's company name and address (spec 2.17); tax ids are read-only",
    audience: SIGNED_IN,
    body: UserInfoUpdate,
    // The modals read `message` as a field-to-messages map; on success it is empty.
    answer: t.strict({ status: t.literal(true), message: t.strict({}), data: UserInfo }),
    failures: ["InvalidFields"],
    statusStyle: "boolean",
  }),
  attention: apiCall({
    method: "GET",
    path: "/api/cabinet/attention",
    summary:
      "What needs the caller, for the cabinet's first screen: applications sent back (with the reason), contracts and invoices of open applications, results of the last 30 days, instruments overdue or due within 30 days",
    audience: CUSTOMERS,
    answer: t.strict({ data: CabinetAttention }),
  }),
  lookUpCompany: apiCall({
    method: "POST",
    path: "/get-company-inn",
    summary: "Look a company up in the registry by its tax id, only of exactly nine digits (spec 4 and 5)",
    audience: SIGNED_IN,
    body: CompanyLookupRequest,
    answer: t.strict({ res: CompanyLookupResult }),
    failures: ["Invalid", "NotFound"],
    statusStyle: "boolean",
  }),
  listRequisites: apiCall({
    method: "GET",
    path: "/api/requisites",
    summary: "The caller's bank requisites, for the chooser of an application form",
    audience: SIGNED_IN,
    answer: t.strict({ data: t.array(BankRequisite) }),
  }),
  yearlyContracts: apiCall({
    method: "GET",
    path: "/api/yearly-contracts",
    summary: "The caller's yearly contracts",
    audience: SIGNED_IN,
    answer: t.strict({ data: t.array(YearlyContract) }),
  }),
  saveRequisite: apiCall({
    method: "POST",
    path: "/front/save-account-number",
    summary: "Save a new bank requisite, or change one of the caller's (with `data.id`)",
    audience: COMPANY,
    body: SaveRequisiteRequest,
    answer: saved(BankRequisite),
    failures: ["InvalidFields", "NotFound"],
    statusStyle: "boolean",
  }),
  addCabinetAccount: apiCall({
    method: "POST",
    path: "/add-account-number",
    summary: "Add a cabinet bank account (spec 2.16); the first one is the active one",
    audience: COMPANY,
    body: CabinetAccountInput,
    answer: saved(CabinetAccount),
    failures: ["InvalidFields"],
    statusStyle: "boolean",
  }),
  updateCabinetAccount: apiCall({
    method: "POST",
    path: "/update-accounts",
    summary: "Change the caller's cabinet bank account `account_id`",
    audience: COMPANY,
    body: CabinetAccountInput,
    answer: saved(CabinetAccount),
    failures: ["InvalidFields", "NotFound"],
    statusStyle: "boolean",
  }),
  activateCabinetAccount: apiCall({
    method: "POST",
    path: "/active-check-accounts",
    summary: "Make the caller's cabinet bank account `id` the active one, every other inactive",
    audience: COMPANY,
    body: ActivateCabinetAccount,
    answer: saved(CabinetAccount),
    failures: ["NotFound"],
    statusStyle: "boolean",
  }),
  deleteCabinetAccount: apiCall({
    method: "DELETE",
    path: "/delete-accounts/:id",
    summary: "Delete the caller's cabinet bank account",
    audience: COMPANY,
    params: ById,
    answer: t.strict({ status: t.literal(true), message: t.string }),
    statusStyle: "boolean",
  }),
  getCabinetAccount: apiCall({
    method: "GET",
    path: "/edit-accounts/:id",
    summary: "One of the caller's cabinet bank accounts, for its edit form",
    audience: COMPANY,
    params: ById,
    answer: t.strict({ data: CabinetAccount }),
  }),
  searchCustomers: apiCall({
    method: "GET",
    path: "/api/staff/customers",
    summary:
      "Customers by tax id, PINFL or a name fragment, for staff entering an appeal for them (offline mode)",
    audience: STAFF,
    query: CustomerSearch,
    answer: t.strict({ data: t.array(CustomerSummary) }),
  }),
  customerForEntry: apiCall({
    method: "GET",
    path: "/api/staff/customers/:id",
    summary:
      "One customer for offline entry: discount, remaining limit, bank requisites and yearly contracts",
    audience: STAFF,
    params: ById,
    answer: t.strict({ data: CustomerForEntry }),
  }),
};
