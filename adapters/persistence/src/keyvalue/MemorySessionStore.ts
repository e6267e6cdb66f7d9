import type { Clock, Session, SessionStore } from "@portal/application";
import { ExpiringMap, systemClock } from "./ExpiringMap";

/** Sessions of the embedded profile: lost on restart, which only means signing in again. */
export class MemorySessionStore implements SessionStore {
  private readonly sessions: ExpiringMap<Session>;

  constructor(clock: Clock = systemClock) {
    this.sessions = new ExpiringMap(clock);
  }

  async create(session: Session, idleSeconds: number): Promise<void> {
    this.sessions.set(session.id, { ...session }, idleSeconds);
  }

  async touch(id: string, idleSeconds: number): Promise<Session | undefined> {
    const session = this.sessions.get(id);
    if (!session) return undefined;
    this.sessions.set(id, session, idleSeconds);
    return { ...session };
  }

  async destroy(id: string): Promise<void> {
    this.sessions.delete(id);
  }
}
