import type { Clock } from "@portal/application";
import type { RateDecision } from "./answers";
import { ExpiringMap, systemClock } from "./ExpiringMap";

/** Fixed windows: the first hit opens a window of windowSeconds, counted until it ends. */
export class MemoryRateLimiter {
  private readonly windows: ExpiringMap<{ count: number }>;

  constructor(clock: Clock = systemClock) {
    this.windows = new ExpiringMap(clock);
  }

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const window = this.windows.get(key) ?? this.windows.set(key, { count: 0 }, windowSeconds);
    window.count += 1;
    if (window.count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(this.windows.ttlMs(key) / 1000)) };
  }

  async forgive(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }
}
