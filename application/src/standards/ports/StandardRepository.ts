/** A reference standard (etalon) of the lab as stored. */
export interface StandardRecord {
  readonly id: number;
  readonly name: string;
  readonly type: string;
  readonly serial_number: string;
  readonly range: string;
  /** An accuracy class or an uncertainty, as staff wrote it. */
  readonly accuracy: string;
  /** The standard's own certificate; `valid_until` is its last valid day, "YYYY-MM-DD". */
  readonly certificate: {
    readonly number: string;
    readonly issuer: string;
    readonly valid_until: string;
  };
  /** The branch that holds it. */
  readonly branch_id: number;
  readonly created_at: string;
  readonly updated_at: string;
  /** The staff account that recorded it. */
  readonly created_by: number;
}

/** Which standards a list holds; every bound is inclusive, days are "YYYY-MM-DD". */
export interface StandardFilter {
  /** Only the standards of these branches; every branch when absent. */
  readonly branch_ids?: readonly number[];
  readonly valid_from?: string;
  readonly valid_to?: string;
}

/** What a save found: stored, or another standard of the same type has that serial number. */
export type StandardSave = "stored" | "taken";

export interface StandardRepository {
  findById(id: number): Promise<StandardRecord | undefined>;
  /** The standards with these ids that exist, in id order (an unknown id is left out). */
  findByIds(ids: readonly number[]): Promise<StandardRecord[]>;
  /** The standards matching the filter, soonest certificate expiry first, then by id. */
  list(filter: StandardFilter): Promise<StandardRecord[]>;
  /** Stores a new standard unless one of its type has its serial number (compared by `standardKey`). */
  insert(standard: StandardRecord): Promise<StandardSave>;
  /** Replaces the standard of this id; "taken" as `insert`. The caller has read it first. */
  update(standard: StandardRecord): Promise<StandardSave>;
  /** The standards whose certificate's last valid day is `day`, by id, a page of `limit` after the id `after`. */
  listValidUntil(day: string, limit: number, after?: number): Promise<StandardRecord[]>;
}
