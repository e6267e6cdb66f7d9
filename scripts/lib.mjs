// Small helpers shared by the project's own entry scripts (start, test, bench).
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Installs the workspace's packages when they are missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, "node_modules", ".package-lock.json");
  const lock = join(root, "package-lock.json");
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  // `npm install` rather than `npm ci`: the lock file here records no platform-specific
  // optional packages of other systems, which `npm ci` would count as out of sync.
  console.log("Installing the workspace's packages (npm install)...");
  const status = run("npm", ["install", "--no-audit", "--no-fund"]);
  if (status !== 0) {
    console.error("npm could not install the packages; see the messages above.");
    process.exit(status);
  }
}
