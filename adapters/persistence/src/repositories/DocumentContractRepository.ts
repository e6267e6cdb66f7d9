import type {
  ContractFilter,
  ContractRecord,
  ContractRepository,
  Page,
  PageRequest,
} from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";
import { keysetPage } from "./paging";

export class DocumentContractRepository implements ContractRepository {
  constructor(private readonly contracts: DocumentCollection<ContractRecord>) {}

  /** The unique index on (appeal_id, kind) refuses a second contract or invoice atomically. */
  async insert(contract: ContractRecord): Promise<boolean> {
    try {
      await this.contracts.insertOne(contract);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  findById(id: number): Promise<ContractRecord | undefined> {
    return this.contracts.findOne({ id });
  }

  findByAppeal(appealId: number): Promise<ContractRecord[]> {
    return this.contracts.find({ appeal_id: appealId }, { sort: { id: 1 } });
  }

  list(filter: ContractFilter, page: PageRequest): Promise<Page<ContractRecord>> {
    return keysetPage(
      this.contracts,
      filter.owner_id === undefined ? {} : { owner_id: filter.owner_id },
      page,
    );
  }
}
