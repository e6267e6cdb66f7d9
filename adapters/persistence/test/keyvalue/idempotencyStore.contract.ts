import type { IdempotencyStore, StoredResponse } from "@portal/http";
import { expect } from "chai";
import { aKey, type KeyValueFixture, type MakeFixture } from "./fixtures";

const aResponse = (): StoredResponse => ({
  status: 201,
  body: { message: "Ariza yuborildi", status: true, data: { appeal_id: 1207, rows: [1, 2] } },
});

export function describeIdempotencyStoreContract(name: string, make: MakeFixture<IdempotencyStore>): void {
  describe(`${name} (IdempotencyStore contract)`, () => {
    let fixture: KeyValueFixture<IdempotencyStore>;
    let store: IdempotencyStore;
    beforeEach(async () => {
      fixture = await make();
      store = fixture.store;
    });

    it("claims a new key for the first caller and tells the next one it is pending", async () => {
      const key = aKey("appeal");
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "new" });
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "pending" });
    });

    it("answers a repeat with the stored response once the first request completed", async () => {
      const key = aKey("appeal");
      await store.reserve(key, 60);
      await store.complete(key, aResponse(), 60);
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "done", response: aResponse() });
    });

    it("lets a released key be claimed again", async () => {
      const key = aKey("appeal");
      await store.reserve(key, 60);
      await store.release(key);
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "new" });
    });

    it("gives exactly one of 20 concurrent claims the key", async () => {
      const key = aKey("appeal");
      const states = (await Promise.all(Array.from({ length: 20 }, () => store.reserve(key, 60)))).map(
        (r) => r.state,
      );
      expect(states.filter((s) => s === "new")).to.have.length(1);
      expect(states.filter((s) => s === "pending")).to.have.length(19);
    });

    it("forgets a pending claim after its time to live", async () => {
      const key = aKey("appeal");
      await store.reserve(key, 1);
      await fixture.elapse(1.2);
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "new" });
    });

    it("forgets a stored response after its time to live", async () => {
      const key = aKey("appeal");
      await store.reserve(key, 60);
      await store.complete(key, aResponse(), 1);
      await fixture.elapse(1.2);
      expect(await store.reserve(key, 60)).to.deep.equal({ state: "new" });
    });
  });
}
