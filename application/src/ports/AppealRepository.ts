import type { AppealRecord, AppealStatus, AppealSummary, AppealKind, Page, PageRequest } from "./records";

export interface AppealFilter {
  readonly owner_id?: number;
  readonly kind?: AppealKind;
  readonly status?: AppealStatus;
  readonly branch_id?: number;
  readonly created_from?: string;
  readonly created_to?: string;
}

export interface AppealRepository {
  /** Stores a new appeal whole (header and rows in one document). */
  insert(appeal: AppealRecord): Promise<void>;
  findById(id: number): Promise<AppealRecord | undefined>;
  /** Newest first, keyset-paged by id. */
  list(filter: AppealFilter, page: PageRequest): Promise<Page<AppealSummary>>;
  /**
   * Replaces the appeal when its stored version is `expectedVersion`; answers false
   * (and changes nothing) when someone else updated it first.
   */
  replace(appeal: AppealRecord, expectedVersion: number): Promise<boolean>;
}
