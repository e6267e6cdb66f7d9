export interface GateLimits {
  /** Tasks running at once. */
  readonly concurrency: number;
  /** Tasks waiting for a running one to end; one more is refused at once. */
  readonly queue: number;
}

/**
 * Runs at most `concurrency` tasks at once and lets at most `queue` more wait, in arrival
 * order; a task arriving when both are full is refused at once with `refusal()`, never
 * queued. A task's slot is freed however it ends, so every waiting task runs in its turn.
 */
export class BoundedGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limits: GateLimits,
    private readonly refusal: () => Error,
  ) {
    if (!(limits.concurrency >= 1 && limits.queue >= 0)) throw new RangeError("a gate needs a slot");
  }

  /** Tasks running and waiting now. */
  get load(): { readonly running: number; readonly waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw this.refusal();
      // The slot is handed over by the task that ends (see below), so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
