import type { ContractRecord, Page, PageRequest } from "./records";

export interface ContractRepository {
  /** Refuses (answers false) a second contract or invoice for the same appeal and kind. */
  insert(contract: ContractRecord): Promise<boolean>;
  findById(id: number): Promise<ContractRecord | undefined>;
  findByAppeal(appealId: number): Promise<ContractRecord[]>;
  list(page: PageRequest): Promise<Page<ContractRecord>>;
}
