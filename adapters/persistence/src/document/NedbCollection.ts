import { randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
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
import { NedbIdOrder } from "./NedbIdOrder";
import type { GroupCommit } from "./groupCommit";
import { type DataFileOptions, manageDataFile } from "./nedbDataFile";
import { groupedInserts } from "./nedbGroupCommit";
import { isDiskFull, translateDiskFull } from "./storageFull";

type Store = Datastore<Record<string, unknown>>;

/**
 * Records are plain JSON; the round trip drops fields set to undefined, as the MongoDB
 * driver does with ignoreUndefined, so both stores give back the same shape.
 */
const plain = <T>(value: T): Record<string, unknown> => JSON.parse(JSON.stringify(value));

/** What every `_id` this process gives starts with: the start time and a random part. */
const ID_PREFIX = `${Date.now().toString(36)}${randomBytes(6).toString("hex")}`;
let idCount = 0;

/**
 * A new document as NeDB stores it, with its `_id` (which never leaves the collection) made
 * here: unique per process by a counter, across processes and restarts by the prefix.
 * NeDB's own draws 16 random characters and looks them up in the `_id` index for every
 * insert: about 7 % of the busy time of the save load (`npm run profile -w bench`).
 */
function stored<T>(doc: T): Record<string, unknown> {
  const record = plain(doc);
  record._id = `${ID_PREFIX}${(idCount++).toString(36)}`;
  return record;
}

/**
 * A collection in an embedded NeDB file. NeDB runs one command at a time per file and
 * appends every write to the file before answering, so each call is atomic and
 * durable once its promise resolves; a write that fails leaves nothing, in the file or
 * in memory (nedbDataFile.ts), and a full disk fails it with StorageFullError.
 */
export class NedbCollection<T extends object> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    private readonly db: Store,
  ) {}

  async insertOne(doc: T): Promise<void> {
    const inserts = insertsInto(this.db);
    await this.write(() => inserts.add(stored(doc)));
    idOrders.get(this.db)?.reconcile((doc as { id?: unknown }).id);
  }

  async findOne(filter: DocumentFilter): Promise<T | undefined> {
    const found = await this.db.findOneAsync(filter, { _id: 0 });
    return (found ?? undefined) as T | undefined;
  }

  async find(filter: DocumentFilter, options: FindOptions = {}): Promise<T[]> {
    const projection = options.fields
      ? { ...Object.fromEntries(options.fields.map((f) => [f, 1])), _id: 0 }
      : { _id: 0 };
    const ordered = this.orderedPage(filter, options);
    if (ordered) return ordered;
    let cursor = this.db.findAsync(filter, projection);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor) as unknown as T[];
  }

  async replaceOne(filter: DocumentFilter, doc: T, options: { upsert?: boolean } = {}): Promise<boolean> {
    const order = idOrders.get(this.db);
    const { numAffected, affectedDocuments } = await this.write(() =>
      this.db.updateAsync(filter, plain(doc), {
        upsert: options.upsert ?? false,
        returnUpdatedDocs: order !== undefined,
      }),
    );
    if (order) for (const updated of documents(affectedDocuments)) order.reconcile(updated.id);
    return numAffected > 0;
  }

  async updateMany(filter: DocumentFilter, set: Partial<T>): Promise<number> {
    const order = idOrders.get(this.db);
    const { numAffected, affectedDocuments } = await this.write(() =>
      this.db.updateAsync(
        filter,
        { $set: plain(set) },
        { multi: true, returnUpdatedDocs: order !== undefined },
      ),
    );
    if (order) for (const updated of documents(affectedDocuments)) order.reconcile(updated.id);
    return numAffected;
  }

  async deleteOne(filter: DocumentFilter): Promise<boolean> {
    const order = idOrders.get(this.db);
    const ids = order ? (await this.db.findAsync(filter, { id: 1, _id: 0 })).map((doc) => doc.id) : [];
    const removed = (await this.write(() => this.db.removeAsync(filter, { multi: false }))) > 0;
    for (const id of ids) order?.reconcile(id);
    return removed;
  }

  async countDocuments(filter: DocumentFilter): Promise<number> {
    return await this.db.countAsync(filter);
  }

  async createIndex(index: IndexSpec): Promise<void> {
    if (index.only === "mongo") return;
    const fields = Object.keys(index.fields);
    const [field, last] = fields;
    // An index {field, id} exists for lists by field in id order: the id order serves them
    // (NedbIdOrder), and NeDB's own index on the field would only cost memory and writes.
    if (
      fields.length === 2 &&
      field !== undefined &&
      last === "id" &&
      !index.unique &&
      (await this.orderBy(field))
    )
      return;
    // NeDB uses an index only for an equality on all of its fields and sorts in memory,
    // so a non-unique compound index would never serve a filter on its leading field
    // alone: index that field by itself. Unique compound indexes are kept whole, as
    // they exist for the constraint.
    const fieldName = index.unique && fields.length > 1 ? fields : fields[0];
    if (fieldName === undefined) throw new Error(`empty index on ${this.name}`);
    await this.db.ensureIndexAsync({ fieldName, unique: index.unique ?? false }).catch(keepOnFullDisk);
  }

  async listIndexes(): Promise<string[][]> {
    const indexes = (this.db as unknown as { indexes: Record<string, unknown> }).indexes;
    const ordered = idOrders.get(this.db)?.fields() ?? [];
    return [
      ...Object.keys(indexes)
        .filter((name) => name !== "_id")
        .map((name) => name.split(",")),
      ...ordered.map((field) => [field, "id"]),
    ];
  }

  /** A page in id order from the id order, when the collection has one and the query is a page. */
  private orderedPage(filter: DocumentFilter, options: FindOptions): T[] | undefined {
    const order = idOrders.get(this.db);
    const sort = options.sort ? Object.entries(options.sort) : [];
    const [key, direction] = sort[0] ?? [];
    if (!order || sort.length !== 1 || key !== "id") return undefined;
    if (options.fields?.some((field) => field.includes(".") || field === "_id")) return undefined;
    // A whole list (no limit) is walked only when the filter names a listed field; else
    // NeDB's own scan does the same work without a lookup per id.
    const query = filter as Record<string, unknown>;
    if (options.limit === undefined && !order.names(query)) return undefined;
    const docs = order.page(query, direction === -1, options.limit ?? Number.POSITIVE_INFINITY);
    return docs?.map((doc) => plain(pick(doc, options.fields)) as T);
  }

  /**
   * Keeps this collection's ids in order per value of `field` (see NedbIdOrder), once
   * the file is loaded: the count below waits in NeDB's queue behind the load. False when
   * the collection has no unique index on `id` to find a document by.
   */
  private async orderBy(field: string): Promise<boolean> {
    const indexes = (this.db as unknown as { indexes: Record<string, NedbIndex | undefined> }).indexes;
    const id = indexes.id;
    if (!id) return false;
    await this.db.countAsync({ _id: "" });
    let order = idOrders.get(this.db);
    if (!order) {
      order = new NedbIdOrder((value) => id.getMatching(value)[0]);
      idOrders.set(this.db, order);
    }
    order.addField(field, this.db.getAllData());
    // A file written before the id order still asks NeDB for an index on the field.
    if (indexes[field]) await this.db.removeIndexAsync(field).catch(keepOnFullDisk);
    return true;
  }

  private async write<R>(run: () => Promise<R>): Promise<R> {
    try {
      return await run();
    } catch (error) {
      if ((error as { errorType?: string }).errorType === "uniqueViolated") {
        throw new DuplicateKeyError(this.name, error);
      }
      throw translateDiskFull(error);
    }
  }
}

/**
 * NeDB makes or drops an index in memory before it writes its line, and the line only tells
 * a later load what to do, which every start does anyway (createIndexes). On a full disk
 * the change is in force all the same, so the store can start.
 */
function keepOnFullDisk(error: unknown): void {
  if (!isDiskFull(error)) throw error;
}

/** NeDB's index of a field (not in its typings): the documents with a value. */
interface NedbIndex {
  getMatching(value: unknown): Array<Record<string, unknown>>;
}

/** Each file's group commit of inserts, shared by every handle on it. */
const insertGroups = new WeakMap<Store, GroupCommit<Record<string, unknown>, void>>();

function insertsInto(db: Store): GroupCommit<Record<string, unknown>, void> {
  let inserts = insertGroups.get(db);
  if (!inserts) {
    inserts = groupedInserts(db);
    insertGroups.set(db, inserts);
  }
  return inserts;
}

/** The id order of each file whose indexes ask for one, shared by every handle on it. */
const idOrders = new WeakMap<Store, NedbIdOrder>();

const documents = (affected: unknown): Array<Record<string, unknown>> =>
  Array.isArray(affected) ? affected : affected ? [affected as Record<string, unknown>] : [];

/** The document without NeDB's `_id`, or only the fields asked for. */
function pick(doc: Record<string, unknown>, fields: readonly string[] | undefined): Record<string, unknown> {
  if (!fields) {
    const { _id, ...rest } = doc;
    return rest;
  }
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (field in doc) picked[field] = doc[field];
  return picked;
}

/** One NeDB file per collection, `<name>.db` in the data directory. */
export class NedbDocumentStore implements DocumentStore {
  readonly groupsWrites = true;
  private readonly stores = new Map<string, Store>();
  private opened = false;

  constructor(
    private readonly dataDir = "./data",
    private readonly files: DataFileOptions = {},
  ) {}

  collection<T extends object>(name: string): DocumentCollection<T> {
    let db = this.stores.get(name);
    if (!db) {
      db = new Datastore({ filename: join(this.dataDir, `${name}.db`) });
      manageDataFile(db, this.files);
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

  /**
   * The store lives in this process: it answers when it is open and its folder can still be
   * written (a folder removed or made read-only under a running server is the failure to see).
   */
  async ping(): Promise<void> {
    if (!this.opened) throw new Error("the embedded store is not open");
    await access(this.dataDir, constants.W_OK);
  }

  /** Rewrites each file without its superseded lines, so the next start loads less. */
  async close(): Promise<void> {
    if (!this.opened) return;
    this.opened = false;
    await Promise.all([...this.stores.values()].map((db) => db.compactDatafileAsync()));
  }
}
