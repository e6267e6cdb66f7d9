import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const SERVER_DIR = join(import.meta.dirname, "..", "..");
const LISTENING = /Metrology portal listening on http:\/\/127\.0\.0\.1:(\d+)/;

/**
 * The portal's own `main.ts` in a child process, as `npm start` runs it, on a port the system
 * picks (PORT=0), read back from the line the portal prints once it listens. A port chosen free
 * beforehand could be taken, in the seconds the process takes to start, by another suite's
 * server, whose /readyz then passed for this one's (a run's SIGTERM then met a process that had
 * not yet installed its handler).
 */
export class MainProcess {
  readonly output: string[] = [];
  readonly exited: Promise<number | null>;
  /** Where it listens, once `servingOrExited` answered true. */
  port = 0;

  private constructor(readonly child: ChildProcess) {
    child.stdout?.on("data", (chunk: Buffer) => this.output.push(chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => this.output.push(chunk.toString()));
    this.exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  static start(dataDir: string, env: NodeJS.ProcessEnv = {}): MainProcess {
    const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    return new MainProcess(child);
  }

  /** Starts one and waits until it serves; fails with its output if it ends first. */
  static async serving(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<MainProcess> {
    const portal = MainProcess.start(dataDir, env);
    if (!(await portal.servingOrExited())) {
      throw new Error(`the server exited while starting:\n${portal.text()}`);
    }
    return portal;
  }

  /** Resolves once this process says it listens and its /readyz answers (true), or it has ended (false). */
  async servingOrExited(): Promise<boolean> {
    for (;;) {
      if (this.child.exitCode !== null) return false;
      const port = Number(LISTENING.exec(this.text())?.[1] ?? 0);
      if (port) {
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
          .then((answer) => answer.ok)
          .catch(() => false);
        if (ready) {
          this.port = port;
          return true;
        }
      }
      await sleep(100);
    }
  }

  async stop(): Promise<number | null> {
    if (this.child.exitCode === null) this.child.kill("SIGTERM");
    return this.exited;
  }

  text = (): string => this.output.join("");
}
