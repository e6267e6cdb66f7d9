import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { COLLECTIONS } from "../src/collections";
import { NedbDocumentStore } from "../src/document/NedbCollection";
import { createIndexes, createRepositories } from "../src/repositories";
import { aCabinetAccount, anAppeal, aUser } from "./support/builders";
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
      await first.repos.cabinetAccounts.insert(aCabinetAccount({ id: 1 }));
      await first.repos.cabinetAccounts.insert(aCabinetAccount({ id: 2 }));
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
});
