import { Worker } from "node:worker_threads";

export interface ScryptJob {
  readonly password: string;
  readonly salt: Buffer;
  readonly N: number;
  readonly r: number;
  readonly p: number;
  readonly length: number;
  readonly maxmem: number;
}

/**
 * The worker's code, given as text so that the bundled server needs no second file. It
 * lowers its own thread's priority (Linux: a thread's id is a valid target of
 * setpriority, read from /proc/thread-self), then derives each key synchronously on that
 * thread: not on libuv's pool, which file writes share.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { scryptSync } = require("node:crypto");
const { readlinkSync } = require("node:fs");
const { setPriority } = require("node:os");
let lowered = false;
try {
  const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
  if (Number.isInteger(tid) && tid > 0) { setPriority(tid, workerData.nice); lowered = true; }
} catch {}
parentPort.postMessage({ ready: true, lowered });
parentPort.on("message", ({ id, job }) => {
  try {
    const key = scryptSync(job.password, Buffer.from(job.salt), job.length,
      { N: job.N, r: job.r, p: job.p, maxmem: job.maxmem });
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message || error) });
  }
});
`;

interface Pending {
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

/**
 * scrypt on a thread of its own at a lowered scheduling priority (nice 5 by default: a
 * quarter of a busy core's share against the server's threads, never starved outright):
 * when the machine's cores are busy, saves and every other request run first and password
 * checks take what is left, so a sign-in flood slows sign-ins, not the portal. On an idle
 * machine a check runs at full speed. One thread: the hasher's gate lets one job at a time
 * reach it anyway. A thread that dies fails its jobs and is started again for the next.
 */
export class LowPriorityScrypt {
  private current: Thread | undefined;
  private nextId = 1;

  constructor(private readonly nice = 5) {}

  /** Whether password checks run below the server's priority on this machine (false off Linux). */
  runsBelowServerPriority(): Promise<boolean> {
    return this.thread().lowered;
  }

  derive(job: ScryptJob): Promise<Buffer> {
    const thread = this.thread();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, job });
    });
  }

  /** Ends the thread; jobs still running fail. */
  async close(): Promise<void> {
    const thread = this.current;
    this.current = undefined;
    if (thread) await thread.worker.terminate();
  }

  private thread(): Thread {
    if (this.current) return this.current;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: this.nice } });
    // An idle thread keeps no process alive; one with a job does, until the job's answer.
    worker.unref();
    const pending = new Map<number, Pending>();
    const lowered = new Promise<boolean>((resolve) => {
      worker.once("message", (message: { lowered?: boolean }) => resolve(message.lowered === true));
      worker.once("exit", () => resolve(false));
    });
    worker.on("message", (message: { id?: number; key?: Uint8Array; error?: string }) => {
      if (message.id === undefined) return;
      const job = pending.get(message.id);
      pending.delete(message.id);
      if (pending.size === 0) worker.unref();
      if (!job) return;
      if (message.key) job.resolve(Buffer.from(message.key));
      else job.reject(new Error(message.error ?? "scrypt failed"));
    });
    const thread: Thread = { worker, pending, lowered };
    const fail = (error: Error) => {
      if (this.current === thread) this.current = undefined;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the password-check thread ended (${code})`)));
    this.current = thread;
    return thread;
  }
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Map<number, Pending>;
  readonly lowered: Promise<boolean>;
}
