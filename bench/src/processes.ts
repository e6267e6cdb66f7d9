import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ROOT = join(import.meta.dirname, "..", "..");
export const CEILING_MAIN = join(import.meta.dirname, "ceilingServer.ts");

/** A free loopback port. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A server in a Node process of its own (so the load generator does not share its event loop). */
export class ChildServer {
  private child: ChildProcess | undefined;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly args: readonly string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly logFile: string,
    private readonly cwd = ROOT,
  ) {}

  /** Kills the child if the bench exits without stopping it (one listener while it runs). */
  private readonly killOnExit = () => this.child?.kill("SIGKILL");

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(readyPath = "/healthz", readyWithinMs = 120_000): Promise<this> {
    const log = createWriteStream(this.logFile, { flags: "a" });
    // TypeScript sources (the bare ceiling servers) run through tsx; the built portal without it.
    const loader = this.args.some((arg) => arg.endsWith(".ts")) ? ["--import", "tsx"] : [];
    const child = spawn(process.execPath, [...loader, ...this.args], {
      cwd: this.cwd,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    this.child = child;
    // A child that goes away unasked says so, with the end of its log: a refused request later
    // ("ECONNREFUSED") would otherwise not tell why.
    child.once("exit", (code, signal) => {
      if (this.child !== child) return;
      log.end(() => {
        const tail = readFileSync(this.logFile, "utf8").split("\n").slice(-20).join("\n");
        console.error(
          `${this.name} (pid ${child.pid}) exited by itself: code ${code}, signal ${signal}\n${tail}`,
        );
      });
    });
    process.once("exit", this.killOnExit);
    const deadline = Date.now() + readyWithinMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited while starting; see ${this.logFile}`);
      const ok = await fetch(this.url + readyPath, { signal: AbortSignal.timeout(2000) })
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return this;
      await sleep(200);
    }
    throw new Error(`${this.name} was not ready within ${readyWithinMs} ms; see ${this.logFile}`);
  }

  /** Resident memory of the process in MB (VmRSS), or undefined once it is gone. */
  rssMb(): number | undefined {
    const pid = this.pid;
    if (!pid) return undefined;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
      return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
    } catch {
      return undefined;
    }
  }

  /** SIGTERM, then SIGKILL after `killAfterMs` (a big embedded store takes long to write back at close). */
  async stop(killAfterMs = 15_000): Promise<void> {
    const child = this.child;
    this.child = undefined;
    process.off("exit", this.killOnExit);
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const killed = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    await exited;
    clearTimeout(killed);
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the peak and the samples. */
export function sampleRss(server: ChildServer, everyMs = 200) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mb = server.rssMb();
    if (mb !== undefined) samples.push(mb);
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: Math.max(0, ...samples), lastMb: samples.at(-1) ?? 0, samples: samples.length };
    },
  };
}
