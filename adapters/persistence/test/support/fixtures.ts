import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DocumentStore } from "../../src/document/DocumentCollection";
import { MongoDocumentStore, type MongoStoreOptions } from "../../src/document/MongoCollection";
import { NedbDocumentStore } from "../../src/document/NedbCollection";
import { createIndexes, createRepositories, type PersistenceRepositories } from "../../src/repositories";

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
 * A new database per test on the server at `url()` (read late: the server starts in a hook);
 * `onCommand` sees every command the driver sends (the index test records them).
 */
export function mongoFixture(url: () => string, onCommand?: MongoStoreOptions["onCommand"]): StoreFixture {
  const opened: DocumentStore[] = [];
  const connect = (database: string) => {
    const store = new MongoDocumentStore({ url: url(), database, ...(onCommand ? { onCommand } : {}) });
    opened.push(store);
    return openStore(store);
  };
  return {
    open: () => connect(`contract_${process.pid}_${++databases}`),
    async openPair() {
      const database = `contract_${process.pid}_${++databases}`;
      return [await connect(database), await connect(database)];
    },
    async closeAll() {
      for (const store of opened.splice(0)) await store.close();
    },
  };
}
