export interface StoredResponse {
  readonly status: number;
  readonly body: unknown;
}

export type Reservation =
  | { readonly state: "new" }
  | { readonly state: "pending" }
  | { readonly state: "done"; readonly response: StoredResponse };

/**
 * Remembers the answer to a request carrying an Idempotency-Key, so a repeat returns
 * the first answer and stores nothing new.
 */
export interface IdempotencyStore {
  /** Atomically claims the key for this caller, or tells what is already there. */
  reserve(key: string, ttlSeconds: number): Promise<Reservation>;
  complete(key: string, response: StoredResponse, ttlSeconds: number): Promise<void>;
  /** Lets the key be used again (the first attempt failed before storing anything). */
  release(key: string): Promise<void>;
}
