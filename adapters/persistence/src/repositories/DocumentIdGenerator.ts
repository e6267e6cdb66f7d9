import type { IdGenerator } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";
import { GroupCommit } from "../document/groupCommit";

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
 *
 * On a store that groups writes, the calls that wait together claim consecutive ids with
 * inserts made together, which the store writes at once (group commit).
 */
export class DocumentIdGenerator implements IdGenerator {
  private readonly sequences = new Map<string, GroupCommit<void, number>>();

  /** @param together claim the ids of calls waiting together at once (group commit) */
  constructor(
    private readonly claims: DocumentCollection<IdClaim>,
    private readonly together = true,
  ) {}

  next(name: string): Promise<number> {
    let sequence = this.sequences.get(name);
    if (!sequence) {
      sequence = this.sequence(name);
      this.sequences.set(name, sequence);
    }
    return sequence.add();
  }

  private sequence(name: string): GroupCommit<void, number> {
    // The last id this process took; after a failed claim it is unknown, and read again.
    let last: number | undefined;
    return new GroupCommit<void, number>(
      async (group) => {
        try {
          const ids = await this.claimRun(name, last ?? (await this.top(name)), group.length);
          last = ids[ids.length - 1];
          for (const [i, waiter] of group.entries()) waiter.resolve(ids[i] as number);
        } catch (error) {
          last = undefined;
          throw error;
        }
      },
      this.together ? Number.POSITIVE_INFINITY : 1,
    );
  }

  private async top(name: string): Promise<number> {
    const [top] = await this.claims.find({ name }, { sort: { value: -1 }, limit: 1 });
    return top?.value ?? 0;
  }

  /**
   * `count` rising ids above `from`: the next `count` values, inserted together; those
   * another process took first are replaced by walking on above the run, so the callers,
   * answered in order, still get rising ids (a refused value is a gap, never a duplicate).
   */
  private async claimRun(name: string, from: number, count: number): Promise<number[]> {
    if (count === 1) return [await this.claimAbove(name, from)];
    const run = Array.from({ length: count }, (_, i) => from + 1 + i);
    const outcomes = await Promise.allSettled(run.map((value) => this.claims.insertOne({ name, value })));
    for (const outcome of outcomes) {
      if (outcome.status === "rejected" && !(outcome.reason instanceof DuplicateKeyError))
        throw outcome.reason;
    }
    const ids = run.filter((_, i) => outcomes[i]?.status === "fulfilled");
    let above = from + count;
    while (ids.length < count) {
      above = await this.claimAbove(name, above);
      ids.push(above);
    }
    return ids;
  }

  private async claimAbove(name: string, from: number): Promise<number> {
    let value = from + 1;
    for (let taken = 0; ; taken++) {
      if (taken === MAX_WALK) value = Math.max(value, (await this.top(name)) + 1);
      try {
        await this.claims.insertOne({ name, value });
        return value;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        value++;
      }
    }
  }
}
