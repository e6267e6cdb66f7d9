import type { IdGenerator } from "@portal/application";
import { expect } from "chai";

export function describeIdGeneratorContract(name: string, makeAdapter: () => Promise<IdGenerator>) {
  describe(`IdGenerator contract: ${name}`, () => {
    let ids: IdGenerator;
    beforeEach(async () => {
      ids = await makeAdapter();
    });

    it("answers strictly increasing ids, starting at 1", async () => {
      const taken: number[] = [];
      for (let i = 0; i < 5; i++) taken.push(await ids.next("appeal"));
      expect(taken).to.deep.equal([1, 2, 3, 4, 5]);
    });

    it("counts each sequence on its own", async () => {
      await ids.next("appeal");
      await ids.next("appeal");
      expect(await ids.next("contract")).to.equal(1);
      expect(await ids.next("appeal")).to.equal(3);
    });

    it("never gives the same id twice under 50 concurrent calls, even on a new sequence", async () => {
      const taken = await Promise.all(Array.from({ length: 50 }, () => ids.next("feedback")));
      expect(new Set(taken).size).to.equal(50);
      expect([...taken].sort((a, b) => a - b)).to.deep.equal(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await ids.next("feedback")).to.equal(51);
    });
  });
}
