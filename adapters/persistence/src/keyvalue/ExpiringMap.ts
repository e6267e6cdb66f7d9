import type { Clock } from "@portal/application";

export const systemClock: Clock = { now: () => new Date() };

/**
 * The in-process stand-in for Redis keys with a TTL: an entry past its time reads as absent.
 * Expired entries are also swept now and then, since rate-limit keys (one per client) are
 * often never read again.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private writesSinceSweep = 0;

  constructor(private readonly clock: Clock) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V, ttlSeconds: number): V {
    this.entries.set(key, { value, expiresAt: this.now() + ttlSeconds * 1000 });
    if (++this.writesSinceSweep >= 1000) this.sweep();
    return value;
  }

  /** Milliseconds until the entry expires; 0 when it is absent. */
  ttlMs(key: string): number {
    return this.get(key) === undefined ? 0 : this.entries.get(key)!.expiresAt - this.now();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  private sweep(): void {
    this.writesSinceSweep = 0;
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }

  private now(): number {
    return this.clock.now().getTime();
  }
}
