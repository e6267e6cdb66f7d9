import type { IdGenerator } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

export interface Counter {
  readonly name: string;
  readonly value: number;
}

/** One counter document per sequence, bumped by an atomic $inc: ids never repeat. */
export class DocumentIdGenerator implements IdGenerator {
  constructor(private readonly counters: DocumentCollection<Counter>) {}

  async next(sequence: string): Promise<number> {
    try {
      return await this.counters.increment({ name: sequence }, "value");
    } catch (error) {
      // Two first calls of a new sequence may both try to create its counter; the
      // unique index lets one win, and the loser's retry then finds and bumps it.
      if (!(error instanceof DuplicateKeyError)) throw error;
      return this.counters.increment({ name: sequence }, "value");
    }
  }
}
