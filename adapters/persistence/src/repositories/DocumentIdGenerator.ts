import type { IdGenerator } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

/** One id handed out: the unique index on (name, value) lets only one caller take it. */
export interface IdClaim {
  readonly name: string;
  readonly value: number;
}

/** After this many taken ids in a row, another process is far ahead: look up the top again. */
const MAX_WALK = 20;

/**
 * Ids are claimed by inserting them, because an insert against a unique index is the
 * one write that is atomic on every store (FerretDB v1 loses concurrent $inc updates).
 * Calls in this process take turns per sequence, so they never collide and each id
 * is above the last; another process that took an id first just makes the insert
 * fail and the walk move up. Claims are kept: deleting old ones would let a process
 * still walking below the top hand out an id again.
 */
export class DocumentIdGenerator implements IdGenerator {
  private readonly last = new Map<string, Promise<number>>();

  constructor(private readonly claims: DocumentCollection<IdClaim>) {}

  next(sequence: string): Promise<number> {
    // After a failed call the cached value is unknown, so the top is read again.
    const previous = this.last.get(sequence)?.catch(() => this.top(sequence)) ?? this.top(sequence);
    const claimed = previous.then((from) => this.claimAbove(sequence, from));
    this.last.set(sequence, claimed);
    return claimed;
  }

  private async top(sequence: string): Promise<number> {
    const [top] = await this.claims.find({ name: sequence }, { sort: { value: -1 }, limit: 1 });
    return top?.value ?? 0;
  }

  private async claimAbove(sequence: string, from: number): Promise<number> {
    let value = from + 1;
    for (let taken = 0; ; taken++) {
      if (taken === MAX_WALK) value = Math.max(value, (await this.top(sequence)) + 1);
      try {
        await this.claims.insertOne({ name: sequence, value });
        return value;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        value++;
      }
    }
  }
}
