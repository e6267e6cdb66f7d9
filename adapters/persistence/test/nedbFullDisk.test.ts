import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StorageFullError } from "@portal/application";
import { expect } from "chai";
import { COLLECTIONS } from "../src/collections";
import { NedbDocumentStore } from "../src/document/NedbCollection";
import { PersistenceLifecycle } from "../src/PersistenceLifecycle";
import { createIndexes, createRepositories } from "../src/repositories";
import { ScryptPasswordHasher } from "../src/ScryptPasswordHasher";
import { anAppeal } from "@portal/testkit/builders";
import { TestDisk } from "./support/fullDisk";

interface Item {
  id: number;
  owner_id: number;
  note: string;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe("the embedded store on a full disk (a test disk under the append handle)", () => {
  let dir: string;
  let disk: TestDisk;
  let logged: string[];

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-full-disk-"));
    disk = new TestDisk();
    logged = [];
  });
  // Stores are dropped, not closed, as a kill -9 leaves them: a test opens the next on the same files.
  afterEach(() => rm(dir, { recursive: true, force: true, maxRetries: 3 }));

  /** A store on the test disk, opened with its indexes. */
  async function openStore() {
    const store = new NedbDocumentStore(dir, { openForAppend: disk.open, log: (line) => logged.push(line) });
    const repos = createRepositories(store);
    const items = store.collection<Item>("items");
    await store.open();
    await createIndexes(store);
    return { store, repos, items };
  }

  describe("a write the disk refuses leaves nothing in memory either", () => {
    it("fails an insert with StorageFullError and keeps no document of it", async () => {
      const { repos } = await openStore();
      await repos.appeals.insert(anAppeal({ id: 1 }));
      disk.fill();

      expect(await failureOf(repos.appeals.insert(anAppeal({ id: 2 })))).to.be.instanceOf(StorageFullError);

      expect(await repos.appeals.findById(2)).to.equal(undefined);
      const page = await repos.appeals.list({ owner_id: anAppeal().owner_id }, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([1]);
    });

    it("fails every insert of a group written together and keeps none of them", async () => {
      const { store } = await openStore();
      const claims = store.collection<{ name: string; value: number }>(COLLECTIONS.idClaims);
      await claims.insertOne({ name: "appeal", value: 1 });
      disk.room = 40;

      const outcomes = await Promise.allSettled(
        [2, 3, 4, 5].map((value) => claims.insertOne({ name: "appeal", value })),
      );

      expect(outcomes.map((o) => o.status)).to.deep.equal(["rejected", "rejected", "rejected", "rejected"]);
      expect((await claims.find({ name: "appeal" })).map((c) => c.value)).to.deep.equal([1]);
    });

    it("keeps the stored version of a document whose replace failed", async () => {
      const { items } = await openStore();
      await items.insertOne({ id: 1, owner_id: 1, note: "stored" });
      disk.fill();

      const failed = items.replaceOne({ id: 1 }, { id: 1, owner_id: 1, note: "never written" });

      expect(await failureOf(failed)).to.be.instanceOf(StorageFullError);
      expect(await items.findOne({ id: 1 })).to.deep.equal({ id: 1, owner_id: 1, note: "stored" });
    });

    it("keeps every document of an update of many whose write failed as it was", async () => {
      const { items } = await openStore();
      await items.insertOne({ id: 1, owner_id: 1, note: "a" });
      await items.insertOne({ id: 2, owner_id: 1, note: "b" });
      disk.fill();

      expect(await failureOf(items.updateMany({ owner_id: 1 }, { note: "never written" }))).to.be.instanceOf(
        StorageFullError,
      );

      const notes = (await items.find({ owner_id: 1 }, { sort: { id: 1 } })).map((item) => item.note);
      expect(notes).to.deep.equal(["a", "b"]);
    });

    it("keeps no document of an upsert whose write failed", async () => {
      const { items } = await openStore();
      disk.fill();

      const failed = items.replaceOne({ id: 7 }, { id: 7, owner_id: 1, note: "x" }, { upsert: true });

      expect(await failureOf(failed)).to.be.instanceOf(StorageFullError);
      expect(await items.countDocuments({})).to.equal(0);
    });

    it("keeps a document whose removal failed", async () => {
      const { items } = await openStore();
      await items.insertOne({ id: 1, owner_id: 1, note: "stored" });
      disk.fill();

      expect(await failureOf(items.deleteOne({ id: 1 }))).to.be.instanceOf(StorageFullError);
      expect(await items.findOne({ id: 1 })).to.deep.equal({ id: 1, owner_id: 1, note: "stored" });
    });
  });

  describe("a save retried with its key after a full disk (insertOnce)", () => {
    it("stores the appeal when the disk refused the key's claim, and a restart reads it", async () => {
      const { repos } = await openStore();
      disk.fill();
      expect(await failureOf(repos.appeals.insertOnce(anAppeal({ id: 5 }), "key-1"))).to.be.instanceOf(
        StorageFullError,
      );
      disk.free();

      const stored = await repos.appeals.insertOnce(anAppeal({ id: 6 }), "key-1");

      expect(stored.id).to.equal(6);
      const restarted = await openStore();
      expect((await restarted.repos.appeals.findById(6))?.id).to.equal(6);
      expect(await restarted.repos.appeals.findById(5)).to.equal(undefined);
    });

    it("stores the appeal when the claim was written but the disk refused the appeal", async () => {
      const { repos } = await openStore();
      // Room for the claim's short line, not for the appeal's.
      disk.room = 300;
      expect(await failureOf(repos.appeals.insertOnce(anAppeal({ id: 5 }), "key-1"))).to.be.instanceOf(
        StorageFullError,
      );
      expect(await repos.appeals.findById(5)).to.equal(undefined);
      disk.free();

      const stored = await repos.appeals.insertOnce(anAppeal({ id: 6 }), "key-1");

      expect(stored.id).to.equal(5);
      const restarted = await openStore();
      expect((await restarted.repos.appeals.findById(5))?.id).to.equal(5);
      expect(await restarted.repos.appeals.findById(6)).to.equal(undefined);
    });
  });

  it("loses no acknowledged write when writes failed half-way and room came back (restart without close)", async () => {
    const { repos } = await openStore();
    const acknowledged: number[] = [];
    const refused: number[] = [];
    let id = 0;
    for (let n = 0; n < 5; n++) {
      await repos.appeals.insertOnce(anAppeal({ id: ++id }), `key-${id}`);
      acknowledged.push(id);
    }
    // About two appeals' worth of room: the next saves fill it, then fail half-way.
    disk.room = 2 * JSON.stringify(anAppeal()).length;
    while (refused.length < 3) {
      const attempt = ++id;
      const outcome = await failureOf(repos.appeals.insertOnce(anAppeal({ id: attempt }), `key-${attempt}`));
      if (outcome === undefined) acknowledged.push(attempt);
      else refused.push(attempt);
    }
    disk.free();
    for (let n = 0; n < 3; n++) {
      await repos.appeals.insertOnce(anAppeal({ id: ++id }), `key-${id}`);
      acknowledged.push(id);
    }

    const restarted = await openStore();
    const page = await restarted.repos.appeals.list({ owner_id: anAppeal().owner_id }, { limit: 100 });
    expect(page.items.map((a) => a.id).sort((a, b) => a - b)).to.deep.equal(acknowledged);
    for (const never of refused) expect(await restarted.repos.appeals.findById(never)).to.equal(undefined);
  });

  describe("at load", () => {
    it("cuts a damaged last line, says so, and keeps every whole line before it", async () => {
      const first = await openStore();
      await first.items.insertOne({ id: 1, owner_id: 1, note: "whole" });
      await first.store.close();
      const cutShort = '{"id":2,"owner_id":1,"no';
      await appendFile(join(dir, "items.db"), cutShort);

      const { items } = await openStore();

      expect(await items.find({}, { sort: { id: 1 } })).to.deep.equal([
        { id: 1, owner_id: 1, note: "whole" },
      ]);
      expect(logged).to.include(
        `items.db: repaired a damaged last line: removed its ${cutShort.length} bytes, a write cut short by a crash or a full disk`,
      );
    });

    it("removes a rewrite that never finished (<name>.db~) beside the file, and says so", async () => {
      const first = await openStore();
      await first.items.insertOne({ id: 1, owner_id: 1, note: "whole" });
      await first.store.close();
      await writeFile(join(dir, "items.db~"), '{"id":1,"owner_id":1,"no');

      const { items } = await openStore();

      expect(await items.countDocuments({})).to.equal(1);
      expect(logged).to.include("items.db: removed items.db~, a rewrite that never finished");
      expect(await readFile(join(dir, "items.db~")).catch(() => "gone")).to.equal("gone");
    });
  });

  it("starts on a full disk: indexes in force, demo data left for a start with room, which writes it", async () => {
    const start = async () => {
      const store = new NedbDocumentStore(dir, {
        openForAppend: disk.open,
        log: (line) => logged.push(line),
      });
      const repos = createRepositories(store);
      const seed = { hasher: new ScryptPasswordHasher({ N: 1024, r: 8, p: 1 }), demoAccounts: true };
      await new PersistenceLifecycle(store, repos, seed, (line) => logged.push(line)).start();
      return { store, repos };
    };
    disk.fill();

    const full = await start();

    expect(logged).to.include(
      "the demo data was not all written (the disk is full); the next start writes the rest",
    );
    expect(await full.store.collection(COLLECTIONS.users).listIndexes()).to.deep.include(["login"]);
    expect(await full.repos.users.findByLogin("demo.person")).to.equal(undefined);

    disk.free();
    const roomy = await start();
    expect((await roomy.repos.users.findByLogin("demo.person"))?.login).to.equal("demo.person");
  });
});
