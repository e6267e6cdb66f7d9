import { setTimeout as sleep } from "node:timers/promises";
import { type Lifecycle, ServiceUnavailableError, type SessionStore, TOKENS } from "@portal/application";
import type { IdempotencyStore, RateLimiter } from "@portal/http";
import { startOrSkip } from "@portal/testkit/localServer";
import { type RedisServer, startRedis } from "@portal/testkit/redis";
import { expect } from "chai";
import { Container } from "inversify";
import type { Redis } from "ioredis";
import { RedisIdempotencyStore } from "../../src/keyvalue/RedisIdempotencyStore";
import { RedisRateLimiter } from "../../src/keyvalue/RedisRateLimiter";
import { RedisSessionStore } from "../../src/keyvalue/RedisSessionStore";
import { redisKeyValueModule } from "../../src/keyvalue/modules";
import { createRedisClient, redisLifecycle } from "../../src/keyvalue/redisConnection";
import { aKey, realTime, rejectionOf } from "./fixtures";
import { describeIdempotencyStoreContract } from "./idempotencyStore.contract";
import { describeRateLimiterContract } from "./rateLimiter.contract";
import { aSession, describeSessionStoreContract } from "./sessionStore.contract";

/** Retries until it passes: the client reconnects on its own schedule, not ours. */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}

async function expectCacheUnavailable(call: Promise<unknown>, withinMs: number): Promise<void> {
  const started = Date.now();
  const error = await rejectionOf(call);
  expect(Date.now() - started).to.be.below(withinMs);
  expect(error).to.be.instanceOf(ServiceUnavailableError);
  expect((error as ServiceUnavailableError).service).to.equal("cache");
}

describe("Redis key-value stores", () => {
  let server: RedisServer;
  let client: Redis;
  let connection: Lifecycle;

  before(async function () {
    this.timeout(60_000);
    server = await startOrSkip(this, "redis-server", startRedis);
    client = createRedisClient(server.url);
    connection = redisLifecycle(client);
    await connection.start();
  });
  after(async function () {
    this.timeout(60_000); // stopping the client and Redis, on a loaded machine too
    await connection?.stop();
    await server?.dispose();
  });

  describeSessionStoreContract("RedisSessionStore", () => ({
    store: new RedisSessionStore(client),
    elapse: realTime,
  }));
  describeRateLimiterContract("RedisRateLimiter", () => ({
    store: new RedisRateLimiter(client),
    elapse: realTime,
  }));
  describeIdempotencyStoreContract("RedisIdempotencyStore", () => ({
    store: new RedisIdempotencyStore(client),
    elapse: realTime,
  }));

  it("redisKeyValueModule binds the three stores over one connection that its Lifecycle opens and closes", async () => {
    const container = new Container();
    container.loadSync(redisKeyValueModule({ url: server.url }));
    const [lifecycle] = container.getAll<Lifecycle>(TOKENS.Lifecycle);
    await lifecycle!.start();
    try {
      const sessions = container.get<SessionStore>(TOKENS.SessionStore);
      expect(sessions).to.be.instanceOf(RedisSessionStore);
      expect(container.get(TOKENS.RateLimiter)).to.be.instanceOf(RedisRateLimiter);
      expect(container.get(TOKENS.IdempotencyStore)).to.be.instanceOf(RedisIdempotencyStore);
      const session = aSession();
      await sessions.create(session, 60);
      expect(await new RedisSessionStore(client).touch(session.id, 60)).to.deep.equal(session);
    } finally {
      await lifecycle!.stop();
    }
  });

  describe("when Redis goes away", () => {
    let sessions: SessionStore;
    let limiter: RateLimiter;
    let idempotency: IdempotencyStore;
    beforeEach(() => {
      [sessions, limiter, idempotency] = [
        new RedisSessionStore(client),
        new RedisRateLimiter(client),
        new RedisIdempotencyStore(client),
      ];
    });

    it("refuses every call with ServiceUnavailableError within 5 s while Redis is stopped, and the same stores work after a restart", async function () {
      this.timeout(90_000);
      await server.stop();
      await expectCacheUnavailable(sessions.touch(aKey("session"), 60), 5000);
      await expectCacheUnavailable(limiter.hit(aKey("login"), 5, 60), 5000);
      await expectCacheUnavailable(idempotency.reserve(aKey("appeal"), 60), 5000);
      await server.restart();
      const session = aSession();
      await eventually(() => sessions.create(session, 60));
      expect(await sessions.touch(session.id, 60)).to.deep.equal(session);
      expect((await limiter.hit(aKey("login"), 5, 60)).allowed).to.equal(true);
      expect(await idempotency.reserve(aKey("appeal"), 60)).to.deep.equal({ state: "new" });
    });

    it("gives up after the command timeout on a Redis that stopped answering", async function () {
      this.timeout(90_000);
      await server.pause();
      try {
        const started = Date.now();
        await expectCacheUnavailable(limiter.hit(aKey("login"), 5, 60), 5000);
        expect(Date.now() - started).to.be.at.least(1500);
      } finally {
        server.resume();
      }
      await eventually(async () => {
        await limiter.hit(aKey("login"), 5, 60);
      });
    });
  });
});
