import type { JsonObject, Page, PageRequest } from "../../shared";

export interface ContractRecord {
  readonly id: number;
  readonly appeal_id: number;
  readonly owner_id: number;
  readonly kind: "contract" | "invoice";
  readonly contract_number: string;
  readonly devices: JsonObject[];
  readonly total: string;
  readonly created_by: number;
  readonly created_at: string;
}

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
