import type { StandardRepository } from "@portal/application";
import { aStandard } from "@portal/testkit/builders";
import { expect } from "chai";

export function describeStandardRepositoryContract(
  name: string,
  makeAdapter: () => Promise<StandardRepository>,
) {
  describe(`StandardRepository contract: ${name}`, () => {
    let repo: StandardRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    const expiring = (id: number, validUntil: string, branch = 1) =>
      aStandard({
        id,
        branch_id: branch,
        serial_number: `SN-${id}`,
        certificate: { ...aStandard().certificate, valid_until: validUntil },
      });

    it("stores a standard and reads it back by id and by ids, leaving unknown ids out", async () => {
      expect(await repo.insert(aStandard({ id: 1 }))).to.equal("stored");
      expect(await repo.insert(aStandard({ id: 2, serial_number: "GT-2042" }))).to.equal("stored");
      expect(await repo.findById(1)).to.deep.equal(aStandard({ id: 1 }));
      expect(await repo.findById(9)).to.equal(undefined);
      expect((await repo.findByIds([2, 9, 1, 2])).map((s) => s.id)).to.deep.equal([1, 2]);
      expect(await repo.findByIds([])).to.deep.equal([]);
    });

    it("refuses a second standard of one type with the same serial number, however it is typed", async () => {
      expect(await repo.insert(aStandard({ id: 1, serial_number: "GT-2041" }))).to.equal("stored");
      expect(await repo.insert(aStandard({ id: 2, serial_number: "gt 2041" }))).to.equal("taken");
      expect(await repo.insert(aStandard({ id: 3, type: "E2", serial_number: "GT-2041" }))).to.equal(
        "stored",
      );
      expect((await repo.list({})).map((s) => s.id)).to.deep.equal([1, 3]);
    });

    it("lets one of two simultaneous saves of the same standard in", async () => {
      const saves = await Promise.all([repo.insert(aStandard({ id: 1 })), repo.insert(aStandard({ id: 2 }))]);
      expect([...saves].sort()).to.deep.equal(["stored", "taken"]);
    });

    it("replaces a standard, keeping its own serial number or taking a free one, never another's", async () => {
      await repo.insert(aStandard({ id: 1, serial_number: "A-1" }));
      await repo.insert(aStandard({ id: 2, serial_number: "B-2" }));
      expect(await repo.update(aStandard({ id: 1, serial_number: "A-1", range: "1 g – 1 kg" }))).to.equal(
        "stored",
      );
      expect((await repo.findById(1))?.range).to.equal("1 g – 1 kg");
      expect(await repo.update(aStandard({ id: 1, serial_number: "b2" }))).to.equal("taken");
      expect((await repo.findById(1))?.serial_number).to.equal("A-1");
      expect(await repo.update(aStandard({ id: 1, serial_number: "C-3" }))).to.equal("stored");
      expect(
        await repo.insert(aStandard({ id: 3, serial_number: "A-1" })),
        "the old number is free",
      ).to.equal("stored");
    });

    it("lists by certificate expiry, narrowed to branches and to a range of last valid days", async () => {
      await repo.insert(expiring(1, "2027-03-01", 1));
      await repo.insert(expiring(2, "2026-12-01", 3));
      await repo.insert(expiring(3, "2027-01-15", 1));
      await repo.insert(expiring(4, "2026-12-01", 1));
      expect((await repo.list({})).map((s) => s.id)).to.deep.equal([2, 4, 3, 1]);
      expect((await repo.list({ branch_ids: [1] })).map((s) => s.id)).to.deep.equal([4, 3, 1]);
      expect((await repo.list({ branch_ids: [] })).map((s) => s.id)).to.deep.equal([]);
      expect((await repo.list({ valid_from: "2026-12-02" })).map((s) => s.id)).to.deep.equal([3, 1]);
      expect((await repo.list({ valid_to: "2027-01-15" })).map((s) => s.id)).to.deep.equal([2, 4, 3]);
      expect(
        (await repo.list({ branch_ids: [1, 3], valid_from: "2026-12-01", valid_to: "2026-12-01" })).map(
          (s) => s.id,
        ),
      ).to.deep.equal([2, 4]);
    });

    it("pages the standards whose certificate runs out on a day by id", async () => {
      for (const id of [5, 1, 3, 2]) await repo.insert(expiring(id, id === 2 ? "2026-12-02" : "2026-12-01"));
      expect((await repo.listValidUntil("2026-12-01", 2)).map((s) => s.id)).to.deep.equal([1, 3]);
      expect((await repo.listValidUntil("2026-12-01", 2, 3)).map((s) => s.id)).to.deep.equal([5]);
      expect(await repo.listValidUntil("2026-12-03", 2)).to.deep.equal([]);
    });
  });
}
