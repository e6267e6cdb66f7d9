import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DocumentStore } from "../../src/document/DocumentCollection";
import { MongoDocumentStore, type MongoStoreOptions } from "../../src/document/MongoCollection";
import { NedbDocumentStore } from "../../src/document/NedbCollection";
import { createIndexes, createRepositories, type PersistenceRepositories } from "../../src/repositories";
import { MongoClient } from "mongodb";

/**
 * Opens a fresh, empty store for each test and closes them all afterwards, so that the
 * contract suites never see each other's data.
 */
export interface StoreFixture {
  open(): Promise<PersistenceRepositories>;
  /** Two independent sets of repositories over one store, as two server processes have. */
  openPair(): Promise<[PersistenceRepositories, PersistenceRepositories]>;
  closeAll(): Promise<void>;
}

async function openStore(store: DocumentStore): Promise<PersistenceRepositories> {
  const repositories = createRepositories(store);
  await store.open();
  await createIndexes(store);
  return repositories;
}

/** NeDB files in a new temporary directory per test. */
export function nedbFixture(): StoreFixture {
  const opened: { store: DocumentStore; dir: string }[] = [];
  return {
    async open() {
      const dir = await mkdtemp(join(tmpdir(), "portal-nedb-"));
      const store = new NedbDocumentStore(dir);
      opened.push({ store, dir });
      return openStore(store);
    },
    // NeDB files belong to one process; two processes are two repository sets on one store.
    async openPair() {
      const dir = await mkdtemp(join(tmpdir(), "portal-nedb-"));
      const store = new NedbDocumentStore(dir);
      opened.push({ store, dir });
      return [await openStore(store), createRepositories(store)];
    },
    async closeAll() {
      for (const { store, dir } of opened.splice(0)) {
        await store.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}

let databases = 0;

/**
 * A database per test on the server at `url()` (read late: the server starts in a hook);
 * `onCommand` sees every command the driver sends (the index test records them). A test's
 * database is emptied after it and handed to a later test with its collections and indexes in
 * place: on FerretDB a new database is a PostgreSQL schema with a table and indexes per
 * collection, and making one for each of some 150 tests was most of this file's time. The
 * store still creates its indexes on opening, as the portal does at every start.
 */
export function mongoFixture(url: () => string, onCommand?: MongoStoreOptions["onCommand"]): StoreFixture {
  const opened: { store: DocumentStore; database: string }[] = [];
  const emptied: string[] = [];
  const connect = (database: string) => {
    const store = new MongoDocumentStore({ url: url(), database, ...(onCommand ? { onCommand } : {}) });
    opened.push({ store, database });
    return openStore(store);
  };
  const nextDatabase = () => emptied.pop() ?? `contract_${process.pid}_${++databases}`;
  return {
    open: () => connect(nextDatabase()),
    async openPair() {
      const database = nextDatabase();
      return [await connect(database), await connect(database)];
    },
    async closeAll() {
      const used = new Set(opened.map(({ database }) => database));
      for (const { store } of opened.splice(0)) await store.close();
      if (used.size === 0) return;
      const cleaner = await new MongoClient(url()).connect();
      try {
        for (const database of used) {
          const db = cleaner.db(database);
          const collections = await db.listCollections({}, { nameOnly: true }).toArray();
          await Promise.all(collections.map(({ name }) => db.collection(name).deleteMany({})));
          emptied.push(database);
        }
      } finally {
        await cleaner.close();
      }
    },
  };
}
