import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface OpensslAnswer {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the machine's `openssl` with `args` in `cwd`; its exit code, never a throw. */
export function openssl(args: readonly string[], cwd: string): Promise<OpensslAnswer> {
  return new Promise((resolve, reject) => {
    execFile("openssl", args, { cwd, encoding: "utf8" }, (error, stdout, stderr) => {
      if (error && typeof error.code !== "number") reject(error);
      else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** A fresh temporary folder per test, removed after it. */
export function useTempFolder(prefix: string): () => string {
  let folder = "";
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));
  return () => folder;
}

/** Writes each file into `folder`. */
export async function writeFiles(folder: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [name, content] of Object.entries(files)) await writeFile(join(folder, name), content);
}
