import { join } from "node:path";
import Datastore from "@seald-io/nedb";
import {
  type DocumentCollection,
  type DocumentFilter,
  type DocumentStore,
  DuplicateKeyError,
  type FindOptions,
  type IndexSpec,
} from "./DocumentCollection";

type Store = Datastore<Record<string, unknown>>;

/**
 * Records are plain JSON; the round trip drops fields set to undefined, as the MongoDB
 * driver does with ignoreUndefined, so both stores give back the same shape.
 */
const plain = <T>(value: T): Record<string, unknown> => JSON.parse(JSON.stringify(value));

/**
 * A collection in an embedded NeDB file. NeDB runs one command at a time per file and
 * appends every write to the file before answering, so each call is atomic and
 * durable once its promise resolves.
 */
export class NedbCollection<T extends object> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly db: Store,
  ) {}

  async insertOne(doc: T): Promise<void> {
    await this.write(() => this.db.insertAsync(plain(doc)));
  }

  async findOne(filter: DocumentFilter): Promise<T | undefined> {
    const found = await this.db.findOneAsync(filter, { _id: 0 });
    return (found ?? undefined) as T | undefined;
  }

  async find(filter: DocumentFilter, options: FindOptions = {}): Promise<T[]> {
    const projection = options.fields
      ? { ...Object.fromEntries(options.fields.map((f) => [f, 1])), _id: 0 }
      : { _id: 0 };
    let cursor = this.db.findAsync(filter, projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async replaceOne(filter: DocumentFilter, doc: T, options: { upsert?: boolean } = {}): Promise<boolean> {
    const { numAffected } = await this.write(() =>
      this.db.updateAsync(filter, plain(doc), { upsert: options.upsert ?? false }),
    );
    return numAffected > 0;
  }

  async updateMany(filter: DocumentFilter, set: Partial<T>): Promise<number> {
    const { numAffected } = await this.write(() =>
      this.db.updateAsync(filter, { $set: plain(set) }, { multi: true }),
    );
    return numAffected;
  }

  async deleteOne(filter: DocumentFilter): Promise<boolean> {
    return (await this.db.removeAsync(filter, { multi: false })) > 0;
  }

  async countDocuments(filter: DocumentFilter): Promise<number> {
    return await this.db.countAsync(filter);
  }

  async createIndex(index: IndexSpec): Promise<void> {
    const fields = Object.keys(index.fields);
    // NeDB uses an index only for an equality on all of its fields and sorts in memory,
    // so a non-unique compound index would never serve a filter on its leading field
    // alone: index that field by itself. Unique compound indexes are kept whole, as
    // they exist for the constraint.
    const fieldName = index.unique && fields.length > 1 ? fields : fields[0];
    if (fieldName === undefined) throw new Error(`empty index on ${this.name}`);
    await this.db.ensureIndexAsync({ fieldName, unique: index.unique ?? false });
  }

  async listIndexes(): Promise<string[][]> {
    const indexes = (this.db as unknown as { indexes: Record<string, unknown> }).indexes;
    return Object.keys(indexes)
      .filter((name) => name !== "_id")
      .map((name) => name.split(","));
  }

  private async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      if ((error as { errorType?: string }).errorType === "uniqueViolated") {
        throw new DuplicateKeyError(this.name, error);
      }
      throw error;
    }
  }
}

/** One NeDB file per collection, `<name>.db` in the data directory. */
export class NedbDocumentStore implements DocumentStore {
  private readonly stores = new Map<string, Store>();
  private opened = false;

  constructor(private readonly dataDir = "./data") {}

  collection<T extends object>(name: string): DocumentCollection<T> {
    let db = this.stores.get(name);
    if (!db) {
      db = new Datastore({ filename: join(this.dataDir, `${name}.db`) });
      this.stores.set(name, db);
      // Commands wait in NeDB's queue until the file is loaded; a failed load shows
      // in open() for collections known at start, which is every repository's.
      if (this.opened) db.loadDatabaseAsync().catch(() => undefined);
    }
    return new NedbCollection<T>(name, db);
  }

  async open(): Promise<void> {
    this.opened = true;
    await Promise.all([...this.stores.values()].map((db) => db.loadDatabaseAsync()));
  }

  /** Rewrites each file without its superseded lines, so the next start loads less. */
  async close(): Promise<void> {
    if (!this.opened) return;
    this.opened = false;
    await Promise.all([...this.stores.values()].map((db) => db.compactDatafileAsync()));
  }
}
