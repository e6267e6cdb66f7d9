import { expect } from "chai";
import type { PersistenceRepositories } from "../../src/repositories";
import { anAppeal } from "@portal/testkit/builders";

type Pair = [PersistenceRepositories, PersistenceRepositories];

/**
 * What must hold when two server processes share one store: neither can hand out an
 * id the other handed out, nor overwrite an appeal version the other wrote.
 */
export function describeSharedStoreContract(name: string, openPair: () => Promise<Pair>) {
  describe(`two processes sharing one store: ${name}`, () => {
    it("never hand out the same id, calling concurrently", async () => {
      const [a, b] = await openPair();
      await a.ids.next("appeal");
      const taken = await Promise.all(
        Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).ids.next("appeal")),
      );
      expect(new Set(taken).size).to.equal(40);
      expect(Math.min(...taken)).to.be.greaterThan(1);
      // Each process hands its own callers rising ids, in the order they asked.
      for (const parity of [0, 1]) {
        const own = taken.filter((_, i) => i % 2 === parity);
        expect(own).to.deep.equal([...own].sort((x, y) => x - y));
      }
    });

    it("let one of them write an appeal version both expected", async () => {
      const [a, b] = await openPair();
      await a.appeals.insert(anAppeal({ id: 1, version: 1 }));
      const results = await Promise.all([
        a.appeals.replace(anAppeal({ id: 1, status: "contracted" }), 1),
        b.appeals.replace(anAppeal({ id: 1, status: "rejected" }), 1),
      ]);
      expect(results.filter(Boolean)).to.have.length(1);
    });
  });
}
