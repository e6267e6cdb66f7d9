import type { RateDecision, RateLimiter } from "../../src/ports/RateLimiter";

/** Fixed windows counted in a Map. */
export class MapRateLimiter implements RateLimiter {
  readonly windows = new Map<string, { count: number; endsAt: number }>();
  now = () => Date.now();

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision> {
    const now = this.now();
    const current = this.windows.get(key);
    const window =
      current && current.endsAt > now ? current : { count: 0, endsAt: now + windowSeconds * 1000 };
    window.count += 1;
    this.windows.set(key, window);
    const allowed = window.count <= limit;
    return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.endsAt - now) / 1000) };
  }

  async forgive(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.endsAt > this.now() && window.count > 0) window.count -= 1;
  }
}
