import type { Clock } from "@portal/application";
import type { Reservation, StoredResponse } from "./answers";
import { ExpiringMap, systemClock } from "./ExpiringMap";

/** Responses are kept as JSON, so a repeat gets the same copy Redis would give back. */
type Entry = { readonly state: "pending" } | { readonly state: "done"; readonly json: string };

/** The HTTP adapter's `IdempotencyStore` in this process. */
export class MemoryIdempotencyStore {
  private readonly entries: ExpiringMap<Entry>;

  constructor(clock: Clock = systemClock) {
    this.entries = new ExpiringMap(clock);
  }

  // No await between the read and the write: one event-loop turn makes the claim atomic.
  async reserve(key: string, ttlSeconds: number): Promise<Reservation> {
    const entry = this.entries.get(key);
    if (!entry) {
      this.entries.set(key, { state: "pending" }, ttlSeconds);
      return { state: "new" };
    }
    if (entry.state === "pending") return { state: "pending" };
    return { state: "done", response: JSON.parse(entry.json) as StoredResponse };
  }

  async complete(key: string, response: StoredResponse, ttlSeconds: number): Promise<void> {
    this.entries.set(key, { state: "done", json: JSON.stringify(response) }, ttlSeconds);
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
