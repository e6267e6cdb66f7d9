import type { CabinetAccountRecord, RequisiteRecord } from "./records";

/** Bank requisites a corporate customer chooses when applying (spec 2.16 chooser). */
export interface RequisiteRepository {
  listByUser(userId: number): Promise<RequisiteRecord[]>;
  findById(id: number): Promise<RequisiteRecord | undefined>;
  /** Inserts, or replaces the record with the same id. */
  save(requisite: RequisiteRecord): Promise<void>;
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
