import type { Session, SessionStore } from "@portal/application";

/** Sessions in a Map with idle expiry on a clock the test can move. */
export class MapSessionStore implements SessionStore {
  readonly entries = new Map<string, { session: Session; expiresAt: number }>();
  now = () => Date.now();

  async create(session: Session, idleSeconds: number): Promise<void> {
    this.entries.set(session.id, { session, expiresAt: this.now() + idleSeconds * 1000 });
  }

  async touch(id: string, idleSeconds: number): Promise<Session | undefined> {
    const entry = this.entries.get(id);
    if (!entry || entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    entry.expiresAt = this.now() + idleSeconds * 1000;
    return entry.session;
  }

  async destroy(id: string): Promise<void> {
    this.entries.delete(id);
  }

  readonly replaced = new Map<string, number>();

  async replace(id: string, graceSeconds: number): Promise<void> {
    this.replaced.set(id, this.now() + graceSeconds * 1000);
    this.entries.delete(id);
  }

  async wasReplaced(id: string): Promise<boolean> {
    return (this.replaced.get(id) ?? 0) > this.now();
  }

  async destroyAllOf(userId: number, exceptSessionId?: string): Promise<void> {
    for (const [id, { session }] of this.entries)
      if (session.user_id === userId && id !== exceptSessionId) this.entries.delete(id);
  }
}
