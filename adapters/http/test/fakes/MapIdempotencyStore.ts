import type { IdempotencyStore, Reservation, StoredResponse } from "../../src/ports/IdempotencyStore";

/** Reservations and stored answers in a Map (the TTL is recorded, not enforced). */
export class MapIdempotencyStore implements IdempotencyStore {
  readonly entries = new Map<string, Reservation>();
  readonly released: string[] = [];

  async reserve(key: string, _ttlSeconds: number): Promise<Reservation> {
    const existing = this.entries.get(key);
    if (existing) return existing;
    this.entries.set(key, { state: "pending" });
    return { state: "new" };
  }

  async complete(key: string, response: StoredResponse, _ttlSeconds: number): Promise<void> {
    this.entries.set(key, { state: "done", response });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
    this.released.push(key);
  }
}
