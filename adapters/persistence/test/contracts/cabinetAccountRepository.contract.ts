import type { CabinetAccountRepository } from "@portal/application";
import { expect } from "chai";
import { aCabinetAccount } from "@portal/testkit/builders";

export function describeCabinetAccountRepositoryContract(
  name: string,
  makeAdapter: () => Promise<CabinetAccountRepository>,
) {
  describe(`CabinetAccountRepository contract: ${name}`, () => {
    let repo: CabinetAccountRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    async function activeIds(userId: number): Promise<number[]> {
      return (await repo.listByUser(userId)).filter((a) => a.status === 1).map((a) => a.id);
    }

    it("stores accounts with their status and lists only the user's, in id order", async () => {
      await repo.insert(aCabinetAccount({ id: 2, user_id: 10, status: 1 }));
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 0 }));
      await repo.insert(aCabinetAccount({ id: 3, user_id: 11, status: 1 }));
      expect((await repo.listByUser(10)).map((a) => [a.id, a.status])).to.deep.equal([
        [1, 0],
        [2, 1],
      ]);
      expect(await repo.findById(3)).to.deep.equal(aCabinetAccount({ id: 3, user_id: 11, status: 1 }));
      expect(await repo.findById(4)).to.equal(undefined);
    });

    it("leaves exactly the activated account active, whichever was active before", async () => {
      for (const id of [1, 2, 3])
        await repo.insert(aCabinetAccount({ id, user_id: 10, status: id === 1 ? 1 : 0 }));
      expect(await repo.activate(10, 3)).to.equal(true);
      expect(await activeIds(10)).to.deep.equal([3]);
      expect(await repo.activate(10, 2)).to.equal(true);
      expect(await activeIds(10)).to.deep.equal([2]);
    });

    it("keeps one account active when activations race", async () => {
      for (const id of [1, 2, 3, 4]) await repo.insert(aCabinetAccount({ id, user_id: 10 }));
      await Promise.all([1, 2, 3, 4].map((id) => repo.activate(10, id)));
      expect(await activeIds(10)).to.have.length(1);
    });

    it("leaves other users' accounts alone when activating", async () => {
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 1 }));
      await repo.insert(aCabinetAccount({ id: 2, user_id: 11, status: 1 }));
      await repo.insert(aCabinetAccount({ id: 3, user_id: 11 }));
      expect(await repo.activate(11, 3)).to.equal(true);
      expect(await activeIds(10)).to.deep.equal([1]);
    });

    it("refuses to activate an account of another user and changes nothing", async () => {
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 1 }));
      await repo.insert(aCabinetAccount({ id: 2, user_id: 11 }));
      expect(await repo.activate(10, 2)).to.equal(false);
      expect(await repo.activate(10, 99)).to.equal(false);
      expect(await activeIds(10)).to.deep.equal([1]);
      expect(await activeIds(11)).to.deep.equal([]);
    });

    it("replaces an account, its status included", async () => {
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 1 }));
      await repo.insert(aCabinetAccount({ id: 2, user_id: 10 }));
      await repo.replace(aCabinetAccount({ id: 2, user_id: 10, bank_name: "Ipoteka-bank", status: 1 }));
      expect(await repo.findById(2)).to.deep.equal(
        aCabinetAccount({ id: 2, user_id: 10, bank_name: "Ipoteka-bank", status: 1 }),
      );
      expect(await activeIds(10)).to.deep.equal([2]);
      await repo.replace(aCabinetAccount({ id: 2, user_id: 10, status: 0 }));
      expect(await activeIds(10)).to.deep.equal([]);
    });

    it("deletes an account once, answering whether there was one", async () => {
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 1 }));
      expect(await repo.delete(1)).to.equal(true);
      expect(await repo.delete(1)).to.equal(false);
      expect(await repo.listByUser(10)).to.deep.equal([]);
    });

    it("does not revive the active mark when an id is reused after a delete", async () => {
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 1 }));
      await repo.delete(1);
      await repo.insert(aCabinetAccount({ id: 1, user_id: 10, status: 0 }));
      expect(await activeIds(10)).to.deep.equal([]);
    });
  });
}
