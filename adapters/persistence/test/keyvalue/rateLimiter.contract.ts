import type { RateLimiter } from "@portal/http";
import { expect } from "chai";
import { aKey, type KeyValueFixture, type MakeFixture } from "./fixtures";

async function hits(limiter: RateLimiter, key: string, count: number, limit: number, windowSeconds: number) {
  const decisions = [];
  for (let i = 0; i < count; i++) decisions.push(await limiter.hit(key, limit, windowSeconds));
  return decisions;
}

export function describeRateLimiterContract(name: string, make: MakeFixture<RateLimiter>): void {
  describe(`${name} (RateLimiter contract)`, () => {
    let fixture: KeyValueFixture<RateLimiter>;
    let limiter: RateLimiter;
    beforeEach(async () => {
      fixture = await make();
      limiter = fixture.store;
    });

    it("allows the limit of hits in a window, then refuses with a retry-after inside the window", async () => {
      const decisions = await hits(limiter, aKey("login"), 4, 3, 60);
      expect(decisions.slice(0, 3)).to.deep.equal(Array(3).fill({ allowed: true, retryAfterSeconds: 0 }));
      expect(decisions[3]?.allowed).to.equal(false);
      expect(decisions[3]?.retryAfterSeconds).to.be.within(1, 60);
    });

    it("keeps refusing for the rest of the window", async () => {
      const decisions = await hits(limiter, aKey("login"), 6, 2, 60);
      expect(decisions.map((d) => d.allowed)).to.deep.equal([true, true, false, false, false, false]);
    });

    it("counts every key on its own", async () => {
      const [exhausted, other] = [aKey("login"), aKey("login")];
      await hits(limiter, exhausted, 2, 1, 60);
      expect((await limiter.hit(other, 1, 60)).allowed).to.equal(true);
    });

    it("lets the caller in again once the window is over", async () => {
      const key = aKey("upload");
      expect((await hits(limiter, key, 3, 2, 1)).map((d) => d.allowed)).to.deep.equal([true, true, false]);
      await fixture.elapse(1.2);
      expect((await limiter.hit(key, 2, 1)).allowed).to.equal(true);
    });

    it("takes back a forgiven hit within the window, so the next one is let in", async () => {
      const key = aKey("account");
      await hits(limiter, key, 2, 2, 60);
      await limiter.forgive(key);
      expect((await limiter.hit(key, 2, 60)).allowed).to.equal(true);
      expect((await limiter.hit(key, 2, 60)).allowed).to.equal(false);
    });

    it("forgives nothing that was never hit and nothing of a window that is over", async () => {
      const fresh = aKey("account");
      await limiter.forgive(fresh);
      expect((await hits(limiter, fresh, 2, 1, 60)).map((d) => d.allowed)).to.deep.equal([true, false]);
      const old = aKey("account");
      await limiter.hit(old, 1, 1);
      await fixture.elapse(1.2);
      await limiter.forgive(old);
      expect((await hits(limiter, old, 2, 1, 1)).map((d) => d.allowed)).to.deep.equal([true, false]);
    });

    it("does not stretch the window for a caller who keeps knocking", async () => {
      const key = aKey("upload");
      await limiter.hit(key, 1, 1);
      await fixture.elapse(0.6);
      const refused = await limiter.hit(key, 1, 1);
      expect(refused).to.deep.equal({ allowed: false, retryAfterSeconds: 1 });
      await fixture.elapse(0.6);
      expect((await limiter.hit(key, 1, 1)).allowed).to.equal(true);
    });
  });
}
