import type { Session, SessionStore } from "@portal/application";
import type { Redis } from "ioredis";
import { cacheCall, toMs } from "./redisConnection";

/**
 * One key per session holding its JSON; the key's TTL is the idle time. Each user's session
 * ids are also kept in a set of their own, whose TTL is renewed with every session's, so it
 * lives as long as the longest of them and goes with the last; an id in it whose session has
 * expired only costs a DEL of a missing key when the user's sessions are ended.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = "portal:session:",
    private readonly userPrefix = "portal:user-sessions:",
    private readonly replacedPrefix = "portal:session-replaced:",
  ) {}

  async create(session: Session, idleSeconds: number): Promise<void> {
    const json = JSON.stringify(session);
    const ms = toMs(idleSeconds);
    const ids = this.userPrefix + session.user_id;
    await cacheCall(() =>
      this.redis
        .multi()
        .set(this.prefix + session.id, json, "PX", ms)
        .sadd(ids, session.id)
        .pexpire(ids, ms)
        .exec()
        .then(failedStep),
    );
  }

  async touch(id: string, idleSeconds: number): Promise<Session | undefined> {
    // GETEX reads and renews in one step, so a session cannot expire between the two.
    const ms = toMs(idleSeconds);
    const json = await cacheCall(() => this.redis.getex(this.prefix + id, "PX", ms));
    if (json === null) return undefined;
    const session = JSON.parse(json) as Session;
    // Every session of a process has the same idle time, so the set outlives each of them.
    await cacheCall(() => this.redis.pexpire(this.userPrefix + session.user_id, ms));
    return session;
  }

  async destroy(id: string): Promise<void> {
    const json = await cacheCall(() => this.redis.getdel(this.prefix + id));
    if (json === null) return;
    const { user_id } = JSON.parse(json) as Session;
    await cacheCall(() => this.redis.srem(this.userPrefix + user_id, id));
  }

  async replace(id: string, graceSeconds: number): Promise<void> {
    await cacheCall(() => this.redis.set(this.replacedPrefix + id, "1", "PX", toMs(graceSeconds)));
    await this.destroy(id);
  }

  async wasReplaced(id: string): Promise<boolean> {
    return (await cacheCall(() => this.redis.exists(this.replacedPrefix + id))) === 1;
  }

  async destroyAllOf(userId: number, exceptSessionId?: string): Promise<void> {
    const ids = this.userPrefix + userId;
    const members = await cacheCall(() => this.redis.smembers(ids));
    const ended = members.filter((id) => id !== exceptSessionId);
    if (ended.length === 0) return;
    await cacheCall(() =>
      this.redis
        .multi()
        .del(...ended.map((id) => this.prefix + id))
        .srem(ids, ...ended)
        .exec()
        .then(failedStep),
    );
  }
}

/** A MULTI's first failed step, thrown (ioredis answers each step's error beside its result). */
function failedStep(results: [Error | null, unknown][] | null): void {
  const failed = results?.find(([error]) => error !== null);
  if (failed) throw failed[0];
}
