import type { Reservation, StoredResponse } from "./answers";
import type { Redis } from "ioredis";
import { cacheCall, toMs } from "./redisConnection";

const PENDING = "pending";

/** SET NX claims the key; when someone holds it already, the same script says what is there. */
const RESERVE = `
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return false end
return redis.call('GET', KEYS[1])
`;

/** A key holds "pending" while the first request runs, then the JSON of its response. */
export class RedisIdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "portal:idempotency:",
  ) {}

  async reserve(key: string, ttlSeconds: number): Promise<Reservation> {
    const held = (await cacheCall(() =>
      this.redis.eval(RESERVE, 1, this.prefix + key, PENDING, toMs(ttlSeconds)),
    )) as string | null;
    if (held === null) return { state: "new" };
    if (held === PENDING) return { state: "pending" };
    return { state: "done", response: JSON.parse(held) as StoredResponse };
  }

  async complete(key: string, response: StoredResponse, ttlSeconds: number): Promise<void> {
    const json = JSON.stringify(response);
    await cacheCall(() => this.redis.set(this.prefix + key, json, "PX", toMs(ttlSeconds)));
  }

  async release(key: string): Promise<void> {
    await cacheCall(() => this.redis.del(this.prefix + key));
  }
}
