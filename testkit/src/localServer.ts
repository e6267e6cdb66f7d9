import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** A real server run as a child process of the test run, on loopback ports nobody else uses. */
export interface LocalServer {
  /** Stops the process; its port and data directory are kept for `restart`. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data directory (stopping it first if it runs). */
  restart(): Promise<void>;
  /**
   * SIGSTOP: sockets stay open but nothing answers — how a hung server looks to a client.
   * Resolves once the process is stopped (a signal is delivered when the process is next
   * scheduled: on a busy machine it may answer one more request after kill() returned).
   */
  pause(): Promise<void>;
  resume(): void;
  /** Stops it for good and deletes its data directory. */
  dispose(): Promise<void>;
}

export interface ServerSpec {
  readonly name: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  readonly dataDir: string;
  readonly isReady: () => Promise<boolean>;
  readonly startTimeoutMs?: number;
  /** How `stop` asks it to end (SIGTERM by default); SIGKILL follows after 5 s. */
  readonly stopSignal?: NodeJS.Signals;
  /** Sent when the test run exits with the server still running (SIGKILL by default). */
  readonly exitSignal?: NodeJS.Signals;
  /** Run it as this user and group (a server that refuses to run as root, e.g. PostgreSQL). */
  readonly uid?: number;
  readonly gid?: number;
}

/** Port 0 makes the OS pick a free port; we read it and hand it to the server. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const running = new Map<ChildProcess, NodeJS.Signals>();
// A test run that dies must not leave servers behind holding ports.
process.once("exit", () => {
  for (const [child, signal] of running) {
    child.kill("SIGCONT");
    child.kill(signal);
  }
});

export async function startLocalServer(spec: ServerSpec): Promise<LocalServer> {
  let child: ChildProcess | undefined;

  const start = async (): Promise<void> => {
    const output: string[] = [];
    const proc = spawn(spec.command, [...spec.args], {
      cwd: spec.dataDir,
      env: { ...process.env, ...spec.env },
      stdio: ["ignore", "pipe", "pipe"],
      ...(spec.uid !== undefined ? { uid: spec.uid } : {}),
      ...(spec.gid !== undefined ? { gid: spec.gid } : {}),
    });
    child = proc;
    running.set(proc, spec.exitSignal ?? "SIGKILL");
    // The last lines of output explain a failed start.
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (output.length > 50) output.shift();
    };
    proc.stdout?.on("data", keep);
    proc.stderr?.on("data", keep);
    let failure: Error | undefined;
    proc.once("error", (error) => {
      failure = error;
    });
    proc.once("exit", (code, signal) => {
      running.delete(proc);
      failure ??= new Error(`${spec.name} exited (${signal ?? code}) while starting:\n${output.join("")}`);
    });
    const deadline = Date.now() + (spec.startTimeoutMs ?? 30_000);
    while (Date.now() < deadline) {
      if (failure) throw failure;
      if (await spec.isReady().catch(() => false)) {
        // Another suite's server may have taken the port between a stop and this start and
        // answered the readiness check while ours fails to bind: ours must still be running.
        await sleep(150);
        if (failure) throw failure;
        return;
      }
      await sleep(100);
    }
    await stop();
    throw new Error(
      `${spec.name} was not ready within ${spec.startTimeoutMs ?? 30_000} ms:\n${output.join("")}`,
    );
  };

  const stop = async (): Promise<void> => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGCONT"); // a paused process would hold SIGTERM until resumed
    proc.kill(spec.stopSignal ?? "SIGTERM");
    const timer = setTimeout(() => proc.kill("SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
  };

  await start();
  return {
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    pause: async () => {
      const proc = child;
      if (!proc?.pid) return;
      proc.kill("SIGSTOP");
      // Linux: the third field of /proc/<pid>/stat is the state, "T" once stopped.
      while (
        !/^\d+ \(.*\) T /.test(await readFile(`/proc/${proc.pid}/stat`, "utf8").catch(() => "0 () T "))
      ) {
        await sleep(5);
      }
    },
    resume: () => child?.kill("SIGCONT"),
    dispose: async () => {
      await stop();
      await rm(spec.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a real server for a suite. Where it cannot start, a developer's run skips the suite
 * with a loud line, but CI fails: there a skipped production-profile test would hide a defect.
 */
export async function startOrSkip<T>(ctx: Mocha.Context, what: string, start: () => Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (process.env.CI === "true") throw new Error(`${what} could not be started on CI`, { cause: error });
    console.log(`\n  !!! SKIPPED: ${what} could not be started, its tests did not run: ${String(error)}\n`);
    ctx.skip();
  }
}
