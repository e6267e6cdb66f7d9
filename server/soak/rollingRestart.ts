import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  type FerretDbServer,
  freePort,
  type HaproxyServer,
  type MinioServer,
  type RedisServer,
  startFerretDb,
  startHaproxy,
  startMinio,
  startRedis,
} from "@portal/testkit";
import {
  type Attempt,
  appealBody,
  Balancer,
  pdfWith,
  readBack,
  SoakCustomer,
  type Submission,
  type Target,
  type Upload,
} from "./customer";
import { reportRow, reportTail } from "./report";
import { ServerProcess } from "./serverProcess";

export interface RollingOptions {
  /** Concurrent customers (half the demo company, half the demo person). */
  readonly customers?: number;
  /** A customer's pause between two actions, on average. */
  readonly thinkMs?: number;
  /** Actions every customer makes before the first restart and after the last. */
  readonly settleActions?: number;
  readonly log?: (line: string) => void;
  readonly startServices?: () => Promise<[FerretDbServer, MinioServer, RedisServer]>;
  readonly startBalancer?: (backends: number[]) => Promise<HaproxyServer>;
}

export interface RollingReport {
  readonly sent: number;
  readonly succeeded: number;
  /** Any answer but a success, or no answer: must be 0. */
  readonly failed: number;
  readonly lost: number;
  readonly duplicated: number;
  readonly submissions: { readonly total: number; readonly succeeded: number };
  readonly uploads: { readonly total: number; readonly succeeded: number };
  readonly reads: number;
  /** The exit code of each server stopped with SIGTERM (null: it had to be killed). */
  readonly exitCodes: Readonly<Record<string, number | null>>;
  /** Requests sent while a server was stopping (between its SIGTERM and its exit). */
  readonly sentDuringStops: number;
  readonly statuses: Readonly<Record<string, number>>;
  readonly problems: readonly string[];
  readonly workDir: string;
}

export const rollingPassed = (r: RollingReport): boolean =>
  r.failed === 0 &&
  r.lost === 0 &&
  r.duplicated === 0 &&
  Object.values(r.exitCodes).every((code) => code === 0) &&
  r.problems.length === 0 &&
  r.succeeded > 0;

const PASSWORD = "Demo12345!";
/** Longer than any request of this load takes: a server stopped with SIGTERM answers all it has. */
const SHUTDOWN_GRACE_MS = 30_000;

/** HAProxy as the customers' one target: it is never down. */
const balancerTarget = (haproxy: HaproxyServer): Target => ({
  name: "haproxy",
  url: haproxy.url,
  wasDownAt: () => false,
});

/** Waits until HAProxy sees every named backend in the state wanted (its checks run every 200 ms). */
async function backendsAre(
  haproxy: HaproxyServer,
  wanted: Record<string, "UP" | "DOWN">,
  withinMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  let states: Record<string, string> = {};
  while (Date.now() < deadline) {
    states = await haproxy.states();
    if (Object.entries(wanted).every(([name, state]) => states[name] === state)) return;
    await sleep(100);
  }
  throw new Error(`HAProxy did not see ${JSON.stringify(wanted)} (it sees ${JSON.stringify(states)})`);
}

/**
 * The rolling restart of issue 16: two server processes on the production profile
 * (FerretDB, MinIO, Redis) behind HAProxy, which checks `/readyz`; customers save appeals,
 * upload files and read their lists through HAProxy while each server is replaced in turn:
 * a new process is started on the balancer's spare slot, and once HAProxy sends it traffic
 * the old one gets SIGTERM and must exit 0 after answering what it had. Every request must
 * succeed; then every success is read back and every submission counted.
 */
export async function runRollingRestart(options: RollingOptions = {}): Promise<RollingReport> {
  const log = options.log ?? (() => {});
  const workDir = mkdtempSync(join(tmpdir(), "portal-rolling-"));
  const run = Date.now().toString(36);
  log(`rolling restart: starting FerretDB, MinIO and Redis (logs in ${workDir})`);
  const start = options.startServices ?? (() => Promise.all([startFerretDb(), startMinio(), startRedis()]));
  const [mongo, minio, redis] = await start();
  const env: NodeJS.ProcessEnv = {
    MONGO_URL: mongo.url,
    MONGO_DB: `rolling_${run}`,
    S3_ENDPOINT: minio.url,
    S3_ACCESS_KEY: minio.accessKey,
    S3_SECRET_KEY: minio.secretKey,
    S3_BUCKET: "portal-rolling",
    REDIS_URL: redis.url,
    DEMO_ACCOUNTS: "on",
    // One folder for every process: they share the CSRF key kept there.
    DATA_DIR: workDir,
    TRUST_PROXY: "true",
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
    // Longer than HAProxy takes to see /readyz 503 at worst (README): fall 1 × inter 200 ms +
    // timeout check 2 s.
    SHUTDOWN_DRAIN_MS: "3000",
    RATE_LIMIT_LOGIN: "100000",
    RATE_LIMIT_LOGIN_ADDRESS: "100000",
    RATE_LIMIT_LOGIN_ACCOUNT: "100000",
    RATE_LIMIT_FEEDBACK: "100000",
    RATE_LIMIT_UPLOAD: "100000",
  };
  // Three slots behind the balancer: two serve, the third takes each replacement in turn.
  const ports = [await freePort(), await freePort(), await freePort()];
  const processes: ServerProcess[] = [];
  const process_ = (name: string, slot: number) => {
    const server = new ServerProcess(name, ports[slot]!, env, join(workDir, `server-${name}.log`));
    processes.push(server);
    return server;
  };
  const killAll = () => {
    for (const pid of processes.map((p) => p.pid)) {
      try {
        if (pid) process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  };
  process.once("exit", killAll);
  let haproxy: HaproxyServer | undefined;
  try {
    const a = process_("A", 0);
    const b = process_("B", 1);
    await a.start(60_000, "/readyz"); // A first: it creates the indexes and seeds the demo accounts
    await b.start(60_000, "/readyz");
    const startBalancer =
      options.startBalancer ?? ((backends: number[]) => startHaproxy({ backends, healthPath: "/readyz" }));
    haproxy = await startBalancer(ports);
    await backendsAre(haproxy, { s1: "UP", s2: "UP", s3: "DOWN" });
    log("HAProxy sends to A (s1) and B (s2); s3 is the spare slot");

    const target = balancerTarget(haproxy);
    const balancer = new Balancer([target]);
    const count = options.customers ?? 6;
    const customers = Array.from(
      { length: count },
      (_, i) => new SoakCustomer(i % 2 === 0 ? "demo.company" : "demo.person", PASSWORD, balancer),
    );
    for (const customer of customers) {
      if (!(await customer.signIn(Date.now() + 30_000)))
        throw new Error(`${customer.login} could not sign in`);
    }

    const submissions: Submission[] = [];
    const uploads: Upload[] = [];
    const problems: string[] = [];
    const think = options.thinkMs ?? 200;
    const settle = options.settleActions ?? 4;
    const actions = customers.map(() => 0);
    let restarting = true;
    let actionsAtEnd: number[] | undefined;
    const stopsAt: { from: number; to: number }[] = [];
    const load = customers.map(async (customer, c) => {
      for (let n = 0; restarting || actions[c]! < (actionsAtEnd?.[c] ?? 0) + settle; n++) {
        await sleep(think * (0.5 + Math.random()));
        const marker = `rolling-${run}-${c}-${n}`;
        const deadline = Date.now() + 60_000;
        try {
          const dice = Math.random();
          if (dice < 0.5) {
            const submission: Submission = { key: marker, marker, login: customer.login, attempts: 0 };
            submissions.push(submission);
            await customer.submit(submission, appealBody(customer.login, marker), deadline);
          } else if (dice < 0.75) {
            const folder = n % 2 === 0 ? "recognition-device" : "kompleks-device";
            const upload: Upload = { login: customer.login, bytes: pdfWith(marker), folder, attempts: 0 };
            uploads.push(upload);
            await customer.upload(upload, deadline);
          } else {
            await customer.send("read", "GET", "/api/my/appeals?limit=10");
          }
        } catch (error) {
          problems.push(`${customer.login}: ${String(error)}`);
        }
        actions[c]!++;
      }
    });

    /** Waits until every customer has made `more` actions from now: the load is running. */
    const loadRuns = async (more: number) => {
      const from = [...actions];
      const deadline = Date.now() + 120_000;
      while (actions.some((done, c) => done < from[c]! + more)) {
        if (Date.now() > deadline) throw new Error("the load stopped making progress");
        await sleep(50);
      }
    };

    const exitCodes: Record<string, number | null> = {};
    const restarts = (async () => {
      try {
        await loadRuns(settle);
        // [old process, its slot's backend name, the replacement, the replacement's slot]
        const c = process_("C", 2);
        const d = process_("D", 0);
        for (const [old, oldSlot, next, nextSlot] of [
          [a, "s1", c, "s3"],
          [b, "s2", d, "s1"],
        ] as const) {
          log(`  starting ${next.name} on ${nextSlot}`);
          await next.start(60_000, "/readyz");
          await backendsAre(haproxy!, { [nextSlot]: "UP" });
          await loadRuns(2);
          // While requests are in flight through the balancer, so the stop meets some.
          const busyBy = Date.now() + 10_000;
          while (balancer.inflight(target) === 0 && Date.now() < busyBy) await sleep(2);
          log(`  SIGTERM to ${old.name} (${oldSlot}) under load`);
          const from = Date.now();
          exitCodes[old.name] = await old.stop(SHUTDOWN_GRACE_MS + 15_000);
          stopsAt.push({ from, to: Date.now() });
          log(`  ${old.name} exited with ${exitCodes[old.name]}`);
          await backendsAre(haproxy!, { [oldSlot]: "DOWN" });
          await loadRuns(2);
        }
      } finally {
        actionsAtEnd = [...actions];
        restarting = false;
      }
    })();

    log(`load: ${count} customers through HAProxy while A and B are replaced in turn`);
    await Promise.all([restarts, ...load]);
    log("load done; reading back every success");

    const { checkers, storedByMarker } = await readBack(balancer, PASSWORD, `rolling-${run}-`);
    let lost = 0;
    let duplicated = 0;
    for (const submission of submissions) {
      const stored = storedByMarker.get(submission.marker) ?? [];
      if (stored.length > 1) {
        duplicated++;
        problems.push(
          `submission ${submission.key} stored ${stored.length} times: appeals ${stored.join(", ")}`,
        );
      }
      if (submission.appealId === undefined) {
        lost++;
        problems.push(`submission ${submission.key} never succeeded`);
      } else if (!stored.includes(submission.appealId)) {
        lost++;
        problems.push(
          `submission ${submission.key} answered appeal ${submission.appealId}, which is not stored`,
        );
      }
    }
    for (const upload of uploads) {
      if (!upload.name) {
        lost++;
        problems.push(`an upload of ${upload.login} never succeeded`);
        continue;
      }
      const file = await checkers.get(upload.login)!.download(`/uploads/${upload.folder}/${upload.name}`);
      if (file.status !== 200 || !file.bytes.equals(upload.bytes)) {
        lost++;
        problems.push(`upload ${upload.name} answered success but reads back ${file.status}`);
      }
    }

    const attempts: Attempt[] = customers.flatMap((c) => c.attempts);
    const statuses: Record<string, number> = {};
    let succeeded = 0;
    let failed = 0;
    for (const attempt of attempts) {
      const label = attempt.status === undefined ? `no answer (${attempt.error})` : String(attempt.status);
      statuses[label] = (statuses[label] ?? 0) + 1;
      if (attempt.status !== undefined && attempt.status < 300 && attempt.clean) succeeded++;
      else failed++;
    }
    const during = (at: number, ms: number) => stopsAt.some(({ from, to }) => at <= to && at + ms >= from);
    return {
      sent: attempts.length,
      succeeded,
      failed,
      lost,
      duplicated,
      submissions: {
        total: submissions.length,
        succeeded: submissions.filter((s) => s.appealId !== undefined).length,
      },
      uploads: { total: uploads.length, succeeded: uploads.filter((u) => u.name).length },
      reads: attempts.filter((a) => a.op === "read").length,
      exitCodes,
      sentDuringStops: attempts.filter((a) => during(a.at, a.ms)).length,
      statuses,
      problems,
      workDir,
    };
  } finally {
    await Promise.allSettled(processes.map((p) => p.stop()));
    process.removeListener("exit", killAll);
    await Promise.allSettled([haproxy?.dispose(), mongo.dispose(), minio.dispose(), redis.dispose()]);
  }
}

/** The rolling restart's lines of the soak's report. */
export function formatRollingReport(r: RollingReport): string {
  const row = reportRow;
  const lines = [
    "Rolling restart: two servers behind HAProxy (checking /readyz), each replaced in turn with SIGTERM under load",
    "",
    row("requests sent", r.sent),
    row("  while a server was stopping", r.sentDuringStops),
    row("succeeded", r.succeeded),
    row("failed (must be 0)", r.failed),
    row("lost (must be 0)", r.lost),
    row("duplicated (must be 0)", r.duplicated),
    "",
    row("appeal saves (one Idempotency-Key each)", r.submissions.total),
    row("  answered with success", r.submissions.succeeded),
    row("file uploads", r.uploads.total),
    row("  answered with success", r.uploads.succeeded),
    row("list reads", r.reads),
    row(
      "exit codes after SIGTERM (must be 0)",
      Object.entries(r.exitCodes)
        .map(([name, code]) => `${name}:${code}`)
        .join(" "),
    ),
    "",
    ...reportTail(r),
  ];
  return lines.join("\n");
}
