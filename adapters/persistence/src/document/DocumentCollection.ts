/**
 * The few document-store operations the repositories need, kept to what an embedded
 * NeDB file and a MongoDB-protocol server (MongoDB, FerretDB v1) do the same way.
 *
 * The one write every store makes atomic is an insert checked by a unique index.
 * FerretDB v1 runs an update as "query, then write back by _id", so a conditional
 * replace or an $inc can be overtaken by a concurrent one; whatever must not race
 * (ids, optimistic versions) is therefore decided by inserting a unique key.
 */

/**
 * A query in the MongoDB dialect, limited to what NeDB understands too: equality,
 * `$lt` `$lte` `$gt` `$gte` `$ne` `$in`, `$or`, `$regex` with a RegExp, dot paths.
 */
export type DocumentFilter = object;

export type SortOrder = Readonly<Record<string, 1 | -1>>;

export interface FindOptions {
  readonly sort?: SortOrder;
  readonly limit?: number;
  /** Only these fields; the whole document when absent. */
  readonly fields?: readonly string[];
}

export interface IndexSpec {
  /** Field order matters: the leading field is what a filter must name to use it. */
  readonly fields: SortOrder;
  readonly unique?: boolean;
  /**
   * Only on this store: "mongo" for a compound index only MongoDB's planner can use (NeDB uses
   * an index for an equality on its leading field alone), "embedded" for one that only drives
   * the embedded store's own lists (its id orders) and that no MongoDB query needs.
   */
  readonly only?: "embedded" | "mongo";
}

/** A collection of plain JSON documents; the store's own `_id` never leaves it. */
export interface DocumentCollection<T extends object> {
  /** Rejects with DuplicateKeyError when a unique index refuses the document. */
  insertOne(doc: T): Promise<void>;
  findOne(filter: DocumentFilter): Promise<T | undefined>;
  find(filter: DocumentFilter, options?: FindOptions): Promise<T[]>;
  /** Replaces the one document matching the filter (not atomic with the match on FerretDB v1). */
  replaceOne(filter: DocumentFilter, doc: T, options?: { readonly upsert?: boolean }): Promise<boolean>;
  /** Sets these fields on every matching document; answers how many matched. */
  updateMany(filter: DocumentFilter, set: Partial<T>): Promise<number>;
  deleteOne(filter: DocumentFilter): Promise<boolean>;
  countDocuments(filter: DocumentFilter): Promise<number>;
  /** Idempotent: creating an index that exists changes nothing. */
  createIndex(index: IndexSpec): Promise<void>;
  /** The fields of every index, leading field first (for tests and diagnostics). */
  listIndexes(): Promise<string[][]>;
}

/** Where collections live, opened before use and closed at shutdown. */
export interface DocumentStore {
  /**
   * Whether inserts made together cost about what one costs (NeDB: one append for all that
   * wait together), so that callers should make theirs together. FerretDB v1 on SQLite says
   * no: measured under the save load, claiming ids in groups raised the p99.
   */
  readonly groupsWrites: boolean;
  collection<T extends object>(name: string): DocumentCollection<T>;
  open(): Promise<void>;
  close(): Promise<void>;
  /** Resolves when the store answers now (readiness); rejects otherwise. */
  ping(): Promise<void>;
}

/** A unique index refused a write; repositories turn it into their own answer. */
export class DuplicateKeyError extends Error {
  constructor(
    readonly collection: string,
    cause?: unknown,
  ) {
    super(`duplicate key in ${collection}`, { cause });
    this.name = "DuplicateKeyError";
  }
}

/** Whether a write under a unique index went in: false when another came first (a duplicate key). */
export async function inserted(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}
