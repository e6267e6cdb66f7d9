export interface CabinetAccountRecord {
  readonly id: number;
  readonly user_id: number;
  readonly bank_name: string;
  readonly mfo: string;
  readonly account_number: string;
  readonly status: 0 | 1;
}

/** Bank accounts of the legal-entity cabinet (spec 2.16); one may be active. */
export interface CabinetAccountRepository {
  listByUser(userId: number): Promise<CabinetAccountRecord[]>;
  findById(id: number): Promise<CabinetAccountRecord | undefined>;
  insert(account: CabinetAccountRecord): Promise<void>;
  replace(account: CabinetAccountRecord): Promise<void>;
  delete(id: number): Promise<boolean>;
  /** Marks this account active (status 1) and every other account of its user inactive. */
  activate(userId: number, id: number): Promise<boolean>;
}
