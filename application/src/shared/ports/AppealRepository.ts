import type { AppealRecord, AppealStatus, AppealSummary, AppealKind, Page, PageRequest } from "./records";

export interface AppealFilter {
  readonly owner_id?: number;
  /** Any of these owners (the customers a staff search found); an empty list matches nothing. */
  readonly owner_ids?: readonly number[];
  readonly kind?: AppealKind;
  readonly status?: AppealStatus;
  /** Any of these statuses; an empty list matches nothing. */
  readonly statuses?: readonly AppealStatus[];
  readonly branch_id?: number;
  /** Any of these branches (the ones a staff member works on); an empty list matches nothing. */
  readonly branch_ids?: readonly number[];
  /** Created at or after this instant (an ISO timestamp). */
  readonly created_from?: string;
  /** Created before this instant (an ISO timestamp). */
  readonly created_before?: string;
  /** Last changed at or after this time (an ISO timestamp). */
  readonly updated_from?: string;
}

export interface AppealRepository {
  /** Stores a new appeal whole (header and rows in one document). */
  insert(appeal: AppealRecord): Promise<void>;
  /**
   * Stores a new appeal once per submission key (a client's Idempotency-Key, scoped by
   * the caller): a later call with the same key stores nothing and answers the appeal
   * stored under it, even after a crash, a lost answer or a cache that forgot the key.
   */
  insertOnce(appeal: AppealRecord, submissionKey: string): Promise<AppealRecord>;
  findById(id: number): Promise<AppealRecord | undefined>;
  /** Keyset-paged by id, newest first unless the page asks for oldest first; every filter applies. */
  list(filter: AppealFilter, page: PageRequest): Promise<Page<AppealSummary>>;
  /** The same list as `list`, each appeal whole (header, rows and trail). */
  listRecords(filter: AppealFilter, page: PageRequest): Promise<Page<AppealRecord>>;
  /**
   * Replaces the appeal when its stored version is `expectedVersion`; answers false
   * (and changes nothing) when someone else updated it first.
   */
  replace(appeal: AppealRecord, expectedVersion: number): Promise<boolean>;
}
