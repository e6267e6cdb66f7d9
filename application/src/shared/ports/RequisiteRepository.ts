import type { RequisiteRecord } from "./records";

/** Bank requisites a corporate customer chooses when applying (spec 2.16 chooser). */
export interface RequisiteRepository {
  listByUser(userId: number): Promise<RequisiteRecord[]>;
  findById(id: number): Promise<RequisiteRecord | undefined>;
  /** Inserts, or replaces the record with the same id. */
  save(requisite: RequisiteRecord): Promise<void>;
}
