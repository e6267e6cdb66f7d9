import type {
  BankRequisite,
  BankRequisiteInput,
  CabinetAttention,
  CabinetAccount,
  CabinetAccountInput,
  CompanyLookupResult,
  CustomerForEntry,
  CustomerSummary,
  UserInfo,
  UserInfoUpdate,
  YearlyContract,
} from "@portal/domain";
import type { Actor, Result } from "../shared";

/**
 * The personal cabinet: the customer's info, company lookup, bank requisites, cabinet
 * accounts and yearly contracts; and the customers as staff find them for offline entry.
 * Each takes its call's decoded request and answers its call's data (`cabinetApi`).
 */
export interface CabinetUseCases {
  /** GET /get-userinfo: the spec's user info (section 3), with users.phone / users.email. */
  getUserInfo(actor: Actor): Result<UserInfo>;
  updateUserInfo(actor: Actor, input: UserInfoUpdate): Result<UserInfo>;
  lookUpCompany(actor: Actor, tin: string): Result<CompanyLookupResult>;
  /** GET /api/cabinet/attention: what needs the customer, each item where it is done. */
  attention(actor: Actor): Result<CabinetAttention>;

  // Bank requisites (chooser) and cabinet accounts
  listRequisites(actor: Actor): Result<BankRequisite[]>;
  saveRequisite(actor: Actor, input: BankRequisiteInput): Result<BankRequisite>;
  addCabinetAccount(actor: Actor, input: CabinetAccountInput): Result<CabinetAccount>;
  updateCabinetAccount(actor: Actor, input: CabinetAccountInput): Result<CabinetAccount>;
  activateCabinetAccount(actor: Actor, id: number): Result<CabinetAccount>;
  deleteCabinetAccount(actor: Actor, id: number): Result<void>;
  getCabinetAccount(actor: Actor, id: number): Result<CabinetAccount>;
  yearlyContracts(actor: Actor): Result<YearlyContract[]>;

  // Customers for staff entering an appeal for them (offline entry)
  /** Customers by tax id, PINFL or name (none for no query), for staff entering an appeal for them. */
  searchCustomers(actor: Actor, q: string | undefined): Result<CustomerSummary[]>;
  /** One customer with their discount, limit, requisites and yearly contracts, for offline entry. */
  customerForEntry(actor: Actor, id: number): Result<CustomerForEntry>;
}
