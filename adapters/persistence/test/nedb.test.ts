import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import sinon from "sinon";
import { DuplicateKeyError } from "../src/document/DocumentCollection";
import { COLLECTIONS } from "../src/collections";
import { NedbDocumentStore } from "../src/document/NedbCollection";
import { createIndexes, createRepositories } from "../src/repositories";
import { aCabinetAccount, anAppeal, aUser } from "@portal/testkit/builders";
import { describeEveryContract } from "./support/allContracts";
import { nedbFixture } from "./support/fixtures";

describe("embedded store (NeDB files)", () => {
  describeEveryContract("NeDB", nedbFixture());

  describe("restart", () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), "portal-nedb-restart-"));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    async function openAt(path: string) {
      const store = new NedbDocumentStore(path);
      const repos = createRepositories(store);
      await store.open();
      await createIndexes(store);
      return { store, repos };
    }

    it("loses nothing written before the store was closed and opened again", async () => {
      const first = await openAt(dir);
      await first.repos.appeals.insert(anAppeal({ id: 1 }));
      await first.repos.appeals.replace(anAppeal({ id: 1, status: "contracted", version: 2 }), 1);
      await first.repos.users.save(aUser({ id: 10 }));
      await first.repos.cabinetAccounts.insert(aCabinetAccount({ id: 1, user_id: 10 }));
      await first.repos.cabinetAccounts.insert(aCabinetAccount({ id: 2, user_id: 10 }));
      await first.repos.cabinetAccounts.activate(10, 2);
      const lastId = await first.repos.ids.next("appeal");
      await first.store.close();

      const second = await openAt(dir);
      expect(await second.repos.appeals.findById(1)).to.deep.equal(
        anAppeal({ id: 1, status: "contracted", version: 2 }),
      );
      expect(await second.repos.users.findByLogin(aUser().login)).to.deep.equal(aUser({ id: 10 }));
      const active = (await second.repos.cabinetAccounts.listByUser(10)).filter((a) => a.status === 1);
      expect(active.map((a) => a.id)).to.deep.equal([2]);
      expect(await second.repos.ids.next("appeal")).to.equal(lastId + 1);
      await second.store.close();
    });

    it("keeps what was written even when the process never closed the store", async () => {
      const first = await openAt(dir);
      await first.repos.appeals.insert(anAppeal({ id: 5 }));
      // No close(): as after a crash, only what each awaited write put in the file remains.
      const second = await openAt(dir);
      expect((await second.repos.appeals.findById(5))?.id).to.equal(5);
    });

    it("keeps the writes made after a restart rewrote the file, and pages them in id order", async () => {
      const first = await openAt(dir);
      await first.repos.appeals.insert(anAppeal({ id: 1 }));
      await first.store.close();
      const second = await openAt(dir);
      await second.repos.appeals.insert(anAppeal({ id: 3 }));
      await second.repos.appeals.insert(anAppeal({ id: 2 }));
      // No close(): the file the restart rewrote must hold the later writes too.
      const third = await openAt(dir);
      const page = await third.repos.appeals.list({ owner_id: anAppeal().owner_id }, { limit: 10 });
      expect(page.items.map((a) => a.id)).to.deep.equal([3, 2, 1]);
      await third.store.close();
    });

    it("keeps the unique indexes after a restart", async () => {
      const first = await openAt(dir);
      await first.repos.users.save(aUser({ id: 10, login: "jasur" }));
      await first.store.close();
      const second = await openAt(dir);
      let refused = false;
      await second.repos.users.save(aUser({ id: 11, login: "jasur" })).catch(() => {
        refused = true;
      });
      expect(refused).to.equal(true);
    });

    it("serves owner lists from an index on the owner", async () => {
      const { store } = await openAt(dir);
      const indexes = await store.collection(COLLECTIONS.appeals).listIndexes();
      expect(indexes.map((fields) => fields[0])).to.include.members(["owner_id", "status", "kind"]);
      const users = await store.collection(COLLECTIONS.users).listIndexes();
      expect(users).to.deep.include(["login"]);
    });
  });

  describe("group commit of inserts", () => {
    let dir: string;
    let store: NedbDocumentStore;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), "portal-nedb-group-"));
      store = new NedbDocumentStore(dir);
      await store.open();
      await createIndexes(store);
    });
    afterEach(async () => {
      sinon.restore();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** NeDB's own datastore behind a collection, to count the inserts that reach it. */
    const datastoreOf = (name: string) =>
      (
        store as unknown as { stores: Map<string, { insertAsync(doc: unknown): Promise<unknown> }> }
      ).stores.get(name);

    it("writes inserts that wait together as one NeDB insert, and each is stored", async () => {
      const claims = store.collection<{ name: string; value: number }>(COLLECTIONS.idClaims);
      await claims.insertOne({ name: "warm-up", value: 1 });
      const datastore = datastoreOf(COLLECTIONS.idClaims);
      if (!datastore) throw new Error("no datastore for id claims");
      const inserts = sinon.spy(datastore, "insertAsync");
      await Promise.all(Array.from({ length: 40 }, (_, i) => claims.insertOne({ name: "g", value: i + 1 })));
      expect(inserts.callCount).to.be.within(1, 2);
      expect(await claims.countDocuments({ name: "g" })).to.equal(40);
      const reopened = new NedbDocumentStore(dir);
      await reopened.open();
      expect(await reopened.collection(COLLECTIONS.idClaims).countDocuments({ name: "g" })).to.equal(40);
      await reopened.close();
    });

    it("fails every insert of a group with the store's own error when the write itself fails", async () => {
      const claims = store.collection<{ name: string; value: number }>(COLLECTIONS.idClaims);
      await claims.insertOne({ name: "warm-up", value: 1 });
      const datastore = datastoreOf(COLLECTIONS.idClaims);
      if (!datastore) throw new Error("no datastore for id claims");
      const diskFull = new Error("ENOSPC: no space left on device");
      const inserts = sinon.stub(datastore, "insertAsync").rejects(diskFull);
      const outcomes = await Promise.allSettled(
        [1, 2, 3].map((value) => claims.insertOne({ name: "g", value })),
      );
      expect(outcomes.map((o) => (o.status === "rejected" ? o.reason : "stored"))).to.deep.equal([
        diskFull,
        diskFull,
        diskFull,
      ]);
      expect(inserts.callCount).to.equal(1);
    });

    it("fails only the insert a unique index refuses when it waited with others", async () => {
      const claims = store.collection<{ name: string; value: number }>(COLLECTIONS.idClaims);
      await claims.insertOne({ name: "g", value: 2 });
      const outcomes = await Promise.allSettled(
        [1, 2, 3, 3, 4].map((value) => claims.insertOne({ name: "g", value })),
      );
      expect(outcomes.map((o) => o.status)).to.deep.equal([
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
        "fulfilled",
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).to.be.instanceOf(DuplicateKeyError);
      }
      const stored = await claims.find({ name: "g" }, { sort: { value: 1 } });
      expect(stored.map((claim) => claim.value)).to.deep.equal([1, 2, 3, 4]);
    });
  });
});
