import type { ContractRecord } from "@portal/domain";
import type { Page, PageRequest } from "../../shared";

/** The record is the domain's: the contract as stored is the contract as answered. */
export type { ContractRecord };

export interface ContractFilter {
  /** Only the contracts and invoices of this customer. */
  readonly owner_id?: number;
}

export interface ContractRepository {
  /** Refuses (answers false) a second contract or invoice for the same appeal and kind. */
  insert(contract: ContractRecord): Promise<boolean>;
  findById(id: number): Promise<ContractRecord | undefined>;
  findByAppeal(appealId: number): Promise<ContractRecord[]>;
  /** Newest first, keyset-paged by id. */
  list(filter: ContractFilter, page: PageRequest): Promise<Page<ContractRecord>>;
}
