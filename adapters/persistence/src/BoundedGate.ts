import PQueue from "p-queue";

export interface GateLimits {
  /** Tasks running at once. */
  readonly concurrency: number;
  /** Tasks waiting for a running one to end; one more is refused at once. */
  readonly queue: number;
  /**
   * At most this many tasks start per second (none when absent): a cap on the share of a
   * core the tasks can take, whatever the demand.
   */
  readonly startsPerSecond?: number;
}

/**
 * Runs at most `concurrency` tasks at once, starting no more than `startsPerSecond`, and
 * lets at most `queue` more wait, in arrival order (p-queue does the scheduling); a task
 * arriving when both are full is refused at once with `refusal()`, never queued.
 */
export class BoundedGate {
  private readonly tasks: PQueue;

  constructor(
    private readonly limits: GateLimits,
    private readonly refusal: () => Error,
  ) {
    if (!(limits.concurrency >= 1 && limits.queue >= 0)) throw new RangeError("a gate needs a slot");
    const rate = limits.startsPerSecond;
    if (rate !== undefined && !(rate > 0 && rate <= 1000))
      throw new RangeError("a start rate is 0 to 1000 a second");
    // One start per 1/rate seconds, tracked as a sliding window: no bursts at a window's edge.
    const pacing =
      rate === undefined ? {} : { intervalCap: 1, interval: Math.ceil(1000 / rate), strict: true };
    this.tasks = new PQueue({ concurrency: limits.concurrency, ...pacing });
  }

  /** Tasks running and waiting now. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.tasks.pending, waiting: this.tasks.size };
  }

  /** Whether a task asked now would be refused: every slot taken and the queue full. */
  get full(): boolean {
    const { size, pending, isRateLimited } = this.tasks;
    const startsNow = size === 0 && pending < this.limits.concurrency && !isRateLimited;
    return !startsNow && size >= this.limits.queue;
  }

  /**
   * Runs the task in its turn. Once `abandoned` is aborted, a task that has not started is
   * skipped when its turn comes (rejected with the signal's reason, at no cost); a running
   * one is left to end, so the gate never runs more than `concurrency` tasks.
   */
  run<T>(task: () => Promise<T>, abandoned?: AbortSignal): Promise<T> {
    if (abandoned?.aborted) return Promise.reject(abandoned.reason);
    if (this.full) return Promise.reject(this.refusal());
    // The signal is checked here rather than given to p-queue, which would also reject a
    // running task on abort and free its slot while the work goes on.
    return this.tasks.add(() => (abandoned?.aborted ? Promise.reject(abandoned.reason) : task()));
  }
}
