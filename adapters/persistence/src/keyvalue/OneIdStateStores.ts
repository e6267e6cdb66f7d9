import type { Clock, OneIdStates, PendingOneIdSignIn } from "@portal/application";
import type { Redis } from "ioredis";
import { ExpiringMap, systemClock } from "./ExpiringMap";
import { cacheCall, toMs } from "./redisConnection";

/** Started OneID sign-ins of the embedded profile: a restart only means starting again. */
export class MemoryOneIdStates implements OneIdStates {
  private readonly states: ExpiringMap<PendingOneIdSignIn>;

  constructor(clock: Clock = systemClock) {
    this.states = new ExpiringMap(clock);
  }

  async put(state: string, pending: PendingOneIdSignIn, ttlSeconds: number): Promise<void> {
    this.states.set(state, { ...pending }, ttlSeconds);
  }

  async take(state: string): Promise<PendingOneIdSignIn | undefined> {
    const pending = this.states.get(state);
    this.states.delete(state);
    return pending;
  }
}

/** One key per started sign-in; GETDEL takes it once, whichever server the browser comes back to. */
export class RedisOneIdStates implements OneIdStates {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "portal:oneid-state:",
  ) {}

  async put(state: string, pending: PendingOneIdSignIn, ttlSeconds: number): Promise<void> {
    const json = JSON.stringify(pending);
    await cacheCall(() => this.redis.set(this.prefix + state, json, "PX", toMs(ttlSeconds)));
  }

  async take(state: string): Promise<PendingOneIdSignIn | undefined> {
    const json = await cacheCall(() => this.redis.getdel(this.prefix + state));
    return json === null ? undefined : (JSON.parse(json) as PendingOneIdSignIn);
  }
}
