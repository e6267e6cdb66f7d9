/**
 * What the rate limiters and idempotency stores here answer. Their ports, `RateLimiter` and
 * `IdempotencyStore`, belong to the HTTP adapter (`adapters/http/src/ports/`), the only user;
 * an adapter imports no other adapter, so these classes implement them structurally, with
 * these shapes copied from there. The contract tests (`test/keyvalue/*.contract.ts`) type
 * each store as the HTTP adapter's port, so the compiler tells if the two drift apart.
 */
export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export type Reservation =
  | { readonly state: "new" }
  | { readonly state: "pending" }
  | { readonly state: "done"; readonly response: StoredResponse };

export interface RateDecision {
  readonly allowed: boolean;
  readonly retryAfterSeconds: number;
}
