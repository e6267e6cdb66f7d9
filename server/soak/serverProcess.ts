import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { builtServerArgs } from "../src/built";

const SERVER_DIR = join(import.meta.dirname, "..");

/**
 * The portal as production runs it: the built server (`server/dist/main.mjs`, from
 * `server/build.mjs`; turbo builds it before the tests) in a Node process of its own,
 * on a fixed port (so it can be started again where the load balancer expects it).
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  /** When the process was killed, and when it answered again: connection errors in between are the kill's. */
  readonly downtimes: { from: number; to: number }[] = [];
  readonly pids: number[] = [];

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits until `readyPath` (/healthz, or /readyz: its services too) answers 200. */
  async start(readyWithinMs = 60_000, readyPath = "/healthz"): Promise<void> {
    const log = createWriteStream(this.logFile, { flags: "a" });
    const child = spawn(process.execPath, builtServerArgs(), {
      cwd: SERVER_DIR,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    // Only this process's answer counts: the port was chosen free before the start, and another
    // suite's server could take it in the seconds this one takes to start; its /readyz would pass.
    let listening = false;
    const said = `listening on ${this.url} `;
    let printed = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      if (listening) return;
      printed = (printed + chunk.toString()).slice(-4096);
      listening = printed.includes(said);
    });
    this.child = child;
    if (child.pid) this.pids.push(child.pid);
    const deadline = Date.now() + readyWithinMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited while starting; see ${this.logFile}`);
      const ok =
        listening &&
        (await fetch(`${this.url}${readyPath}`, { signal: AbortSignal.timeout(1000) })
          .then((r) => r.ok)
          .catch(() => false));
      if (ok) {
        const open = this.downtimes.at(-1);
        if (open && open.to === Number.POSITIVE_INFINITY) open.to = Date.now();
        return;
      }
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within ${readyWithinMs} ms; see ${this.logFile}`);
  }

  /** kill -9: no shutdown, in-flight requests are cut. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.downtimes.push({ from: Date.now(), to: Number.POSITIVE_INFINITY });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  }

  /** Whether a connection error at `at` (ms) happened while this server was killed or starting again. */
  wasDownAt(at: number, graceMs = 500): boolean {
    return this.downtimes.some(({ from, to }) => at >= from - graceMs && at <= to + graceMs);
  }

  /** SIGTERM (SIGKILL after `killAfterMs`); answers the exit code, null when it had to be killed. */
  async stop(killAfterMs = 5000): Promise<number | null> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }
}
