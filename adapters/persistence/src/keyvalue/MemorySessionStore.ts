import type { Clock, Session, SessionStore } from "@portal/application";
import { ExpiringMap, systemClock } from "./ExpiringMap";

/** Sessions of the embedded profile: lost on restart, which only means signing in again. */
export class MemorySessionStore implements SessionStore {
  private readonly sessions: ExpiringMap<Session>;
  private readonly replaced: ExpiringMap<true>;
  /** Each user's session ids; an id whose session expired reads as absent and is dropped then. */
  private readonly byUser = new Map<number, Set<string>>();

  constructor(clock: Clock = systemClock) {
    this.sessions = new ExpiringMap(clock);
    this.replaced = new ExpiringMap(clock);
  }

  async create(session: Session, idleSeconds: number): Promise<void> {
    this.sessions.set(session.id, { ...session }, idleSeconds);
    const ids = this.byUser.get(session.user_id) ?? new Set<string>();
    // The expired ones go now, so that the set stays as small as the user's live sessions.
    for (const id of ids) if (this.sessions.get(id) === undefined) ids.delete(id);
    this.byUser.set(session.user_id, ids.add(session.id));
  }

  async touch(id: string, idleSeconds: number): Promise<Session | undefined> {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.set(id, session, idleSeconds);
    return { ...session };
  }

  async destroy(id: string): Promise<void> {
    const session = this.sessions.get(id);
    this.sessions.delete(id);
    if (session) this.byUser.get(session.user_id)?.delete(id);
  }

  async replace(id: string, graceSeconds: number): Promise<void> {
    this.replaced.set(id, true, graceSeconds);
    await this.destroy(id);
  }

  async wasReplaced(id: string): Promise<boolean> {
    return this.replaced.get(id) === true;
  }

  async destroyAllOf(userId: number, exceptSessionId?: string): Promise<void> {
    const ids = this.byUser.get(userId);
    if (!ids) return;
    for (const id of ids) if (id !== exceptSessionId) this.sessions.delete(id);
    const kept = exceptSessionId !== undefined && ids.has(exceptSessionId);
    if (kept) this.byUser.set(userId, new Set([exceptSessionId]));
    else this.byUser.delete(userId);
  }
}
