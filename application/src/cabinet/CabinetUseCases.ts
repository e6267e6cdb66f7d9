import type { CompanyLookupResult } from "@portal/domain";
import type { Actor, CustomerView, RequisiteRecord, Result, UserInfoRecord, UserRecord } from "../shared";
import type { CustomerForEntry } from "./customerForEntry";
import type { CabinetAccountRecord } from "./ports/CabinetAccountRepository";

export type { CustomerForEntry };

/** GET /get-userinfo: the spec's user info (section 3), with users.phone / users.email. */
export type UserInfoView = Omit<UserInfoRecord, "phone" | "email"> & {
  readonly user_id: number;
  readonly role: UserRecord["role"];
  readonly corporate: 0 | 1;
  readonly discount: string;
  readonly summa_limit?: string;
  readonly users: { readonly phone: string; readonly email: string };
  readonly accounts: readonly CabinetAccountRecord[];
};

/**
 * The personal cabinet: the customer's info, company lookup, bank requisites, cabinet
 * accounts and yearly contracts; and the customers as staff find them for offline entry.
 */
export interface CabinetUseCases {
  getUserInfo(actor: Actor): Result<UserInfoView>;
  updateUserInfo(actor: Actor, body: unknown): Result<UserInfoView>;
  lookUpCompany(actor: Actor, tin: unknown): Result<CompanyLookupResult>;

  // Bank requisites (chooser) and cabinet accounts
  listRequisites(actor: Actor): Result<RequisiteRecord[]>;
  saveRequisite(actor: Actor, body: unknown): Result<RequisiteRecord>;
  addCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  updateCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  activateCabinetAccount(actor: Actor, body: unknown): Result<CabinetAccountRecord>;
  deleteCabinetAccount(actor: Actor, id: number): Result<void>;
  getCabinetAccount(actor: Actor, id: number): Result<CabinetAccountRecord>;
  yearlyContracts(actor: Actor): Result<unknown[]>;

  // Customers for staff entering an appeal for them (offline entry)
  /** Customers by tax id, PINFL or name, for staff entering an appeal for them. */
  searchCustomers(actor: Actor, q: unknown): Result<CustomerView[]>;
  /** One customer with their discount, limit, requisites and yearly contracts, for offline entry. */
  customerForEntry(actor: Actor, id: number): Result<CustomerForEntry>;
}
