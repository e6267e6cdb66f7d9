import {
  type Collection,
  type CommandStartedEvent,
  type Document,
  type Filter,
  type MongoClient,
  type MongoClientOptions,
  MongoServerSelectionError,
} from "mongodb";
import type {
  DocumentCollection,
  DocumentFilter,
  DocumentStore,
  FindOptions,
  IndexSpec,
} from "./DocumentCollection";
import { translateMongoError } from "./mongoErrors";
import { MonitoredClient } from "./monitoredClient";

const NO_ID = { _id: 0 } as const;

/** A collection on a MongoDB-protocol server (MongoDB, FerretDB v1). */
export class MongoCollection<T extends object> implements DocumentCollection<T> {
  constructor(
    private readonly name: string,
    /** The collection on the store's current client (see MonitoredClient). */
    private readonly collection: () => Collection<Document>,
    /** After a failed server selection: lets the store replace a client whose monitor is stuck. */
    private readonly noServer: () => void = () => undefined,
  ) {}

  async insertOne(doc: T): Promise<void> {
    // A copy: the driver writes the generated _id into the object it is given.
    await this.run((c) => c.insertOne({ ...doc }));
  }

  async findOne(filter: DocumentFilter): Promise<T | undefined> {
    const found = await this.run((c) => c.findOne(filter as Filter<Document>, { projection: NO_ID }));
    return (found ?? undefined) as T | undefined;
  }

  async find(filter: DocumentFilter, options: FindOptions = {}): Promise<T[]> {
    const projection = options.fields
      ? { ...Object.fromEntries(options.fields.map((f) => [f, 1])), ...NO_ID }
      : NO_ID;
    const found = await this.run((c) => {
      const cursor = c.find(filter as Filter<Document>, { projection });
      if (options.sort) cursor.sort(options.sort);
      if (options.limit !== undefined) cursor.limit(options.limit);
      return cursor.toArray();
    });
    return found as T[];
  }

  async replaceOne(filter: DocumentFilter, doc: T, options: { upsert?: boolean } = {}): Promise<boolean> {
    const result = await this.run((c) =>
      c.replaceOne(filter as Filter<Document>, { ...doc }, { upsert: options.upsert ?? false }),
    );
    return result.matchedCount + result.upsertedCount > 0;
  }

  async updateMany(filter: DocumentFilter, set: Partial<T>): Promise<number> {
    const result = await this.run((c) => c.updateMany(filter as Filter<Document>, { $set: set }));
    return result.matchedCount;
  }

  async deleteOne(filter: DocumentFilter): Promise<boolean> {
    const result = await this.run((c) => c.deleteOne(filter as Filter<Document>));
    return result.deletedCount > 0;
  }

  async countDocuments(filter: DocumentFilter): Promise<number> {
    return this.run((c) => c.countDocuments(filter as Filter<Document>));
  }

  async createIndex(index: IndexSpec): Promise<void> {
    if (index.only === "embedded") return;
    await this.run((c) => c.createIndex({ ...index.fields }, { unique: index.unique ?? false }));
  }

  async listIndexes(): Promise<string[][]> {
    const indexes = await this.run((c) => c.listIndexes().toArray());
    return indexes.map((index) => Object.keys(index.key as object)).filter((keys) => keys.join() !== "_id");
  }

  private async run<R>(operation: (c: Collection<Document>) => Promise<R>): Promise<R> {
    try {
      return await operation(this.collection());
    } catch (error) {
      if (error instanceof MongoServerSelectionError) this.noServer();
      throw translateMongoError(error, this.name);
    }
  }
}

export interface MongoStoreOptions {
  /** e.g. mongodb://127.0.0.1:27017/portal */
  readonly url: string;
  /** The database; otherwise the one named in the URL, otherwise "portal". */
  readonly database?: string;
  /**
   * Sees every command the driver sends (its command monitoring): the tests record them to
   * prove each query has an index. Absent in the running portal, which monitors nothing.
   */
  readonly onCommand?: (event: CommandStartedEvent) => void;
  /** Told when the store replaced a client whose server monitor was stuck (see MonitoredClient). */
  readonly onClientReplaced?: (reason: string) => void;
}

/**
 * Short timeouts so that an outage answers 503 within seconds instead of hanging a
 * request for the driver's 30 s default; retryable writes need a replica set, which a
 * single server (and FerretDB v1) does not have.
 */
export const MONGO_CLIENT_OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 2000,
  connectTimeoutMS: 2000,
  socketTimeoutMS: 5000,
  retryWrites: false,
  // Absent optional fields stay absent, as in the embedded store, instead of null.
  ignoreUndefined: true,
};

export class MongoDocumentStore implements DocumentStore {
  readonly groupsWrites = false;
  private readonly client: MonitoredClient;
  private readonly database: string;
  private collectionsOf: MongoClient | undefined;
  private readonly collections = new Map<string, Collection<Document>>();

  constructor(options: MongoStoreOptions) {
    const { onCommand } = options;
    this.client = new MonitoredClient(
      options.url,
      onCommand ? { ...MONGO_CLIENT_OPTIONS, monitorCommands: true } : MONGO_CLIENT_OPTIONS,
      (client) => {
        if (onCommand) client.on("commandStarted", onCommand);
      },
      options.onClientReplaced,
    );
    this.database = options.database ?? databaseInUrl(options.url) ?? "portal";
  }

  collection<T extends object>(name: string): DocumentCollection<T> {
    return new MongoCollection<T>(
      name,
      () => this.collectionOnCurrentClient(name),
      () => this.client.recoverIfStuck(),
    );
  }

  /** The driver's collection objects of the current client, made once per client. */
  private collectionOnCurrentClient(name: string): Collection<Document> {
    const client = this.client.current();
    if (this.collectionsOf !== client) {
      this.collectionsOf = client;
      this.collections.clear();
    }
    let found = this.collections.get(name);
    if (!found) {
      found = client.db(this.database).collection(name);
      this.collections.set(name, found);
    }
    return found;
  }

  async open(): Promise<void> {
    try {
      await this.client.current().connect();
    } catch (error) {
      throw translateMongoError(error, "*");
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** The server's `ping`: it answers commands (the driver's timeouts bound the wait). */
  async ping(): Promise<void> {
    try {
      await this.client.current().db(this.database).command({ ping: 1 });
    } catch (error) {
      if (error instanceof MongoServerSelectionError) this.client.recoverIfStuck();
      throw translateMongoError(error, "*");
    }
  }
}

function databaseInUrl(url: string): string | undefined {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(url)?.[1];
  return name ? decodeURIComponent(name) : undefined;
}
