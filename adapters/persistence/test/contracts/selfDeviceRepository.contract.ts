import type { SelfDeviceRepository } from "@portal/application";
import { expect } from "chai";
import { aSelfDevice } from "@portal/testkit/builders";

export function describeSelfDeviceRepositoryContract(
  name: string,
  makeAdapter: () => Promise<SelfDeviceRepository>,
) {
  describe(`SelfDeviceRepository contract: ${name}`, () => {
    let repo: SelfDeviceRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("lists only the devices of the user asked for, in id order", async () => {
      await repo.insert(aSelfDevice({ id: 3, user_id: 10 }));
      await repo.insert(aSelfDevice({ id: 1, user_id: 10 }));
      await repo.insert(aSelfDevice({ id: 2, user_id: 11 }));
      expect((await repo.listByUser(10)).map((d) => d.id)).to.deep.equal([1, 3]);
      expect(await repo.listByUser(12)).to.deep.equal([]);
    });

    it("finds a device by id and replaces it", async () => {
      await repo.insert(aSelfDevice({ id: 1 }));
      const changed = aSelfDevice({ id: 1, device_id: 9, next_inspection_date: "2027-01-15" });
      await repo.replace(changed);
      expect(await repo.findById(1)).to.deep.equal(changed);
    });

    it("does not create a device by replacing one it does not hold", async () => {
      await repo.replace(aSelfDevice({ id: 4 }));
      expect(await repo.findById(4)).to.equal(undefined);
    });

    it("deletes a device once, answering whether there was one", async () => {
      await repo.insert(aSelfDevice({ id: 1 }));
      expect(await repo.delete(1)).to.equal(true);
      expect(await repo.delete(1)).to.equal(false);
      expect(await repo.findById(1)).to.equal(undefined);
    });
  });
}
