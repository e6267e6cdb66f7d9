import type { ContractRepository } from "@portal/application";
import { expect } from "chai";
import { aContract } from "@portal/testkit/builders";
import { shuffledIds } from "../support/ids";

export function describeContractRepositoryContract(
  name: string,
  makeAdapter: () => Promise<ContractRepository>,
) {
  describe(`ContractRepository contract: ${name}`, () => {
    let repo: ContractRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("stores a contract and finds it by id", async () => {
      const contract = aContract({ id: 3 });
      expect(await repo.insert(contract)).to.equal(true);
      expect(await repo.findById(3)).to.deep.equal(contract);
      expect(await repo.findById(4)).to.equal(undefined);
    });

    it("refuses a second contract for the same appeal and keeps the first", async () => {
      expect(await repo.insert(aContract({ id: 1, appeal_id: 5, contract_number: "A-1" }))).to.equal(true);
      expect(await repo.insert(aContract({ id: 2, appeal_id: 5, contract_number: "A-2" }))).to.equal(false);
      expect(await repo.findById(2)).to.equal(undefined);
      expect((await repo.findByAppeal(5)).map((c) => c.contract_number)).to.deep.equal(["A-1"]);
    });

    it("lets one of two concurrent contracts for the same appeal in", async () => {
      const results = await Promise.all([
        repo.insert(aContract({ id: 1, appeal_id: 5 })),
        repo.insert(aContract({ id: 2, appeal_id: 5 })),
      ]);
      expect(results.filter(Boolean)).to.have.length(1);
      expect(await repo.findByAppeal(5)).to.have.length(1);
    });

    it("accepts a contract and an invoice for the same appeal, found together by appeal", async () => {
      expect(await repo.insert(aContract({ id: 1, appeal_id: 5, kind: "contract" }))).to.equal(true);
      expect(await repo.insert(aContract({ id: 2, appeal_id: 5, kind: "invoice" }))).to.equal(true);
      expect(await repo.insert(aContract({ id: 3, appeal_id: 6, kind: "contract" }))).to.equal(true);
      expect((await repo.findByAppeal(5)).map((c) => c.kind)).to.deep.equal(["contract", "invoice"]);
    });

    it("lists contracts newest first, paged with before and next", async () => {
      for (const id of shuffledIds(7)) await repo.insert(aContract({ id, appeal_id: id }));
      const first = await repo.list({}, { limit: 3 });
      expect(first.items.map((c) => c.id)).to.deep.equal([7, 6, 5]);
      const second = await repo.list({}, { limit: 3, before: first.next });
      expect(second.items.map((c) => c.id)).to.deep.equal([4, 3, 2]);
      const last = await repo.list({}, { limit: 3, before: second.next });
      expect(last.items.map((c) => c.id)).to.deep.equal([1]);
      expect(last.next).to.equal(undefined);
    });

    it("lists only the contracts of the customer the filter names, paged", async () => {
      for (const id of shuffledIds(9)) {
        await repo.insert(aContract({ id, appeal_id: id, owner_id: id % 3 === 0 ? 21 : 22 }));
      }
      const first = await repo.list({ owner_id: 21 }, { limit: 2 });
      expect(first.items.map((c) => c.id)).to.deep.equal([9, 6]);
      const second = await repo.list({ owner_id: 21 }, { limit: 2, before: first.next });
      expect(second.items.map((c) => c.id)).to.deep.equal([3]);
      expect(second.next).to.equal(undefined);
      expect((await repo.list({ owner_id: 99 }, { limit: 5 })).items).to.deep.equal([]);
    });
  });
}
