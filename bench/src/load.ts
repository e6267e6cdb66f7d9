import { fork } from "node:child_process";
import { join } from "node:path";
import autocannon from "autocannon";
import type { FloodOrder, FloodTally } from "./floodClient";

/** One load run's figures: requests per second, latency percentiles (ms), and what failed. */
export interface LoadResult {
  readonly requests: number;
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly seconds: number;
  readonly connections: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly seconds: number;
  readonly connections: number;
  readonly method?: "GET" | "POST";
  readonly body?: string | Buffer;
  readonly headers?: Record<string, string>;
  /** Headers per connection (each connection keeps one signed-in session). */
  readonly headersFor?: (connection: number) => Record<string, string>;
  /** One second of the same load first, not counted (default true). */
  readonly warmup?: boolean;
}

/**
 * `BENCH_WARMUP=off` leaves out every case's warm-up second: the smoke test in `npm test`
 * checks that each case runs and succeeds, not its figures, and the warm-ups were a third of
 * its time with both cores busy. Each connection's first request is still made and answered
 * before the counted second: on a loaded machine a case's cold first requests (its code not
 * yet compiled, its collection not yet open) could all take longer than the second, which then
 * counted no answer at all.
 */
const warmups = (): boolean => process.env.BENCH_WARMUP !== "off";

/** autocannon on loopback, bounded in time; one connection = one client, pipelining 1. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  // A short warm-up first (JIT, connection pools, caches), not counted.
  if (options.warmup !== false) {
    await (warmups()
      ? run({ ...options, seconds: Math.min(1, options.seconds) })
      : run(options, options.connections));
  }
  return await run(options);
}

/** One run: for `options.seconds`, or until `amount` requests are answered. */
async function run(options: LoadOptions, amount?: number): Promise<LoadResult> {
  const contexts = new WeakMap<object, number>();
  let nextConnection = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    ...(amount === undefined ? { duration: options.seconds } : { amount }),
    pipelining: 1,
    timeout: 10,
    method: options.method ?? "GET",
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.headersFor
      ? {
          requests: [
            {
              setupRequest: (request, context) => {
                let n = contexts.get(context);
                if (n === undefined) {
                  n = nextConnection++;
                  contexts.set(context, n);
                }
                const perConnection = options.headersFor?.(n) ?? {};
                return { ...request, headers: { ...request.headers, ...perConnection } };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds: options.seconds,
    connections: options.connections,
  };
}

export interface BackgroundLoad {
  /** Ends the load and gives how many answers came with each status, and how many failed. */
  stop(): Promise<FloodTally>;
}

/**
 * A sign-in flood that runs until stopped (or `maxSeconds`), beside a measured load: each of
 * `connections` loops posts sign-ins with a random login, one after another, from its share of
 * `addresses` (`floodClient.ts`, in a process of its own). Resolves once the first sign-in was
 * answered, so the measured load starts beside a flood already on. No percentiles.
 */
export async function signInFlood(order: FloodOrder): Promise<BackgroundLoad> {
  const child = fork(join(import.meta.dirname, "floodClient.ts"), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let started: () => void = () => undefined;
  const on = new Promise<void>((resolve) => {
    started = resolve;
  });
  const tally = new Promise<FloodTally>((resolve, reject) => {
    child.on("message", (message: { started?: true; tally?: FloodTally }) => {
      if (message.started) started();
      if (message.tally) resolve(message.tally);
    });
    child.once("exit", (code) =>
      reject(new Error(`the sign-in flood ended (exit ${code}) without its tally`)),
    );
  });
  // The tally may be asked for long after it came; until then a failure is no unhandled one.
  tally.catch(() => undefined);
  child.send(order);
  await Promise.race([on, tally]);
  return {
    async stop() {
      if (child.connected) child.send("stop");
      return tally;
    },
  };
}

/** Latency percentiles of sequential requests (one at a time): for pages of a list. */
export async function sequential(
  url: string,
  headers: Record<string, string>,
  seconds: number,
  maxRequests = 2000,
): Promise<{ requests: number; p50: number; p99: number; failed: number }> {
  const times: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end && times.length < maxRequests) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) failed++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return { requests: times.length, p50: at(0.5), p99: at(0.99), failed };
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
