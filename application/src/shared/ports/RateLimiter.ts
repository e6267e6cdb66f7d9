export interface RateDecision {
  readonly allowed: boolean;
  /** When refused: how long until the window lets the caller in again. */
  readonly retryAfterSeconds: number;
}

/** A fixed-window counter per key. */
export interface RateLimiter {
  hit(key: string, limit: number, windowSeconds: number): Promise<RateDecision>;
}
