import type { InstrumentReceiptRecord, ReceiptRepository } from "@portal/application";
import { expect } from "chai";

const aReceipt = (overrides: Partial<InstrumentReceiptRecord> = {}): InstrumentReceiptRecord => ({
  id: 1,
  appeal_id: 5,
  row_id: 1,
  instrument: 1,
  received_on: "2026-11-20",
  recorded_by: 3,
  recorded_at: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

export function describeReceiptRepositoryContract(
  name: string,
  makeAdapter: () => Promise<ReceiptRepository>,
) {
  describe(`ReceiptRepository contract: ${name}`, () => {
    let repo: ReceiptRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("stores receipts and reads an appeal's back in the order they were stored", async () => {
      const later = aReceipt({ id: 7, instrument: 2, received_on: "2026-11-21" });
      const first = aReceipt({ id: 3 });
      const other = aReceipt({ id: 5, appeal_id: 6 });
      for (const receipt of [later, first, other]) expect(await repo.insert(receipt)).to.equal(true);
      expect(await repo.listByAppeal(5)).to.deep.equal([first, later]);
      expect(await repo.listByAppeal(6)).to.deep.equal([other]);
      expect(await repo.listByAppeal(7)).to.deep.equal([]);
    });

    it("keeps the first receipt of an instrument and refuses a second, even at the same instant", async () => {
      const outcomes = await Promise.all([
        repo.insert(aReceipt({ id: 1, received_on: "2026-11-19" })),
        repo.insert(aReceipt({ id: 2, received_on: "2026-11-20" })),
      ]);
      expect(outcomes.filter(Boolean)).to.have.length(1);
      expect(await repo.insert(aReceipt({ id: 3 }))).to.equal(false);
      expect(await repo.listByAppeal(5)).to.have.length(1);
      expect(await repo.insert(aReceipt({ id: 4, row_id: 2 })), "another row's instrument 1").to.equal(true);
    });
  });
}
