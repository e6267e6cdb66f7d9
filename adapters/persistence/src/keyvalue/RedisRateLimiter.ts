import type { RateDecision } from "./answers";
import type { Redis } from "ioredis";
import { cacheCall, toMs } from "./redisConnection";

/**
 * Count and expiry in one script, so a crash between INCR and EXPIRE cannot leave a
 * counter that never expires (and a client locked out for good).
 */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** One hit less, only in a window that still runs: never a counter without expiry, never below 0. */
const FORGIVE = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/** Fixed windows: the first hit opens a window of windowSeconds, counted until it ends. */
export class RedisRateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "portal:rate:",
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const [count, ttlMs] = (await cacheCall(() =>
      this.redis.eval(HIT, 1, this.prefix + key, toMs(windowSeconds)),
    )) as [number, number];
    if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async forgive(key: string): Promise<void> {
    await cacheCall(() => this.redis.eval(FORGIVE, 1, this.prefix + key));
  }
}
