import { TOKENS } from "@portal/application";
import { expect } from "chai";
import { Container } from "inversify";
import { MemoryIdempotencyStore } from "../../src/keyvalue/MemoryIdempotencyStore";
import { MemoryRateLimiter } from "../../src/keyvalue/MemoryRateLimiter";
import { MemorySessionStore } from "../../src/keyvalue/MemorySessionStore";
import { memoryKeyValueModule } from "../../src/keyvalue/modules";
import { FakeClock } from "./fixtures";
import { describeIdempotencyStoreContract } from "./idempotencyStore.contract";
import { describeRateLimiterContract } from "./rateLimiter.contract";
import { describeSessionStoreContract } from "./sessionStore.contract";

function withFakeClock<T>(make: (clock: FakeClock) => T) {
  return () => {
    const clock = new FakeClock();
    return { store: make(clock), elapse: (seconds: number) => clock.elapse(seconds) };
  };
}

describe("in-process key-value stores", () => {
  describeSessionStoreContract(
    "MemorySessionStore",
    withFakeClock((c) => new MemorySessionStore(c)),
  );
  describeRateLimiterContract(
    "MemoryRateLimiter",
    withFakeClock((c) => new MemoryRateLimiter(c)),
  );
  describeIdempotencyStoreContract(
    "MemoryIdempotencyStore",
    withFakeClock((c) => new MemoryIdempotencyStore(c)),
  );

  it("memoryKeyValueModule binds the three in-process stores, sharing the given clock", async () => {
    const clock = new FakeClock();
    const container = new Container();
    container.loadSync(memoryKeyValueModule({ clock }));
    expect(container.get(TOKENS.SessionStore)).to.be.instanceOf(MemorySessionStore);
    expect(container.get(TOKENS.RateLimiter)).to.be.instanceOf(MemoryRateLimiter);
    expect(container.get(TOKENS.IdempotencyStore)).to.be.instanceOf(MemoryIdempotencyStore);
    const limiter = container.get<MemoryRateLimiter>(TOKENS.RateLimiter);
    await limiter.hit("k", 1, 10);
    expect((await limiter.hit("k", 1, 10)).allowed).to.equal(false);
    await clock.elapse(10);
    expect((await limiter.hit("k", 1, 10)).allowed).to.equal(true);
  });
});
