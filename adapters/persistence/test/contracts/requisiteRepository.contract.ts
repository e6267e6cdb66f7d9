import type { RequisiteRepository } from "@portal/application";
import { expect } from "chai";
import { aRequisite } from "@portal/testkit/builders";

export function describeRequisiteRepositoryContract(
  name: string,
  makeAdapter: () => Promise<RequisiteRepository>,
) {
  describe(`RequisiteRepository contract: ${name}`, () => {
    let repo: RequisiteRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("inserts a requisite on save and finds it by id, a missing email kept as null", async () => {
      const requisite = aRequisite({ id: 2, email: null });
      await repo.save(requisite);
      expect(await repo.findById(2)).to.deep.equal(requisite);
      expect(await repo.findById(3)).to.equal(undefined);
    });

    it("replaces the requisite with the same id on a second save", async () => {
      await repo.save(aRequisite({ id: 1, user_id: 10, bank_name: "Kapitalbank" }));
      await repo.save(aRequisite({ id: 1, user_id: 10, bank_name: "Ipoteka-bank" }));
      const mine = await repo.listByUser(10);
      expect(mine.map((r) => r.bank_name)).to.deep.equal(["Ipoteka-bank"]);
    });

    it("lists only the requisites of the user asked for, in id order", async () => {
      await repo.save(aRequisite({ id: 2, user_id: 10 }));
      await repo.save(aRequisite({ id: 1, user_id: 10 }));
      await repo.save(aRequisite({ id: 3, user_id: 11 }));
      expect((await repo.listByUser(10)).map((r) => r.id)).to.deep.equal([1, 2]);
      expect(await repo.listByUser(12)).to.deep.equal([]);
    });
  });
}
