/** A call waiting in a group: what it asked for, and how to answer it. */
export interface Waiting<I, O> {
  readonly item: I;
  resolve(value: O): void;
  reject(error: unknown): void;
}

/**
 * Group commit: the calls that arrive while a group is being written wait together and
 * are written as the next group, one write for all of them (calls made in the same turn
 * of the event loop join the first group). `write` answers every member of its group; a
 * throw fails those it did not answer. Under the save load each append of the embedded
 * store then serves every save waiting for it, instead of each save queueing for one.
 */
export class GroupCommit<I, O> {
  private waiting: Waiting<I, O>[] = [];
  private writing = false;

  /** @param most the largest group; 1 writes each call alone, in order */
  constructor(
    private readonly write: (group: readonly Waiting<I, O>[]) => Promise<void>,
    private readonly most = Number.POSITIVE_INFINITY,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      if (this.writing) return;
      this.writing = true;
      queueMicrotask(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const group = this.waiting.splice(0, Math.min(this.most, this.waiting.length));
      try {
        await this.write(group);
      } catch (error) {
        for (const member of group) member.reject(error);
      }
    }
    this.writing = false;
  }
}
