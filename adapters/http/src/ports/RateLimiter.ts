export interface RateDecision {
  readonly allowed: boolean;
  /** When refused: how long until the window lets the caller in again. */
  readonly retryAfterSeconds: number;
}

/** A fixed-window counter per key. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
  /**
   * Takes back one hit of the key's current window: for a hit counted up front (so that
   * attempts running at once are all counted) whose attempt turned out not to count.
   * Nothing when the window is over or holds no hit.
   */
  forgive(key: string): Promise<void>;
}
