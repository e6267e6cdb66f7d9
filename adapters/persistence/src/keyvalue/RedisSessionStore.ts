import type { Session, SessionStore } from "@portal/application";
import type { Redis } from "ioredis";
import { cacheCall, toMs } from "./redisConnection";

/** One key per session holding its JSON; the key's TTL is the idle time. */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "portal:session:",
  ) {}

  async create(session: Session, idleSeconds: number): Promise<void> {
    const json = JSON.stringify(session);
    await cacheCall(() => this.redis.set(this.prefix + session.id, json, "PX", toMs(idleSeconds)));
  }

  async touch(id: string, idleSeconds: number): Promise<Session | undefined> {
    // GETEX reads and renews in one step, so a session cannot expire between the two.
    const json = await cacheCall(() => this.redis.getex(this.prefix + id, "PX", toMs(idleSeconds)));
    return json === null ? undefined : (JSON.parse(json) as Session);
  }

  async destroy(id: string): Promise<void> {
    await cacheCall(() => this.redis.del(this.prefix + id));
  }
}
