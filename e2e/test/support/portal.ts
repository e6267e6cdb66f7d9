import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { startTestPortal, type TestPortal } from "../../../server/test/support/server";

const root = join(import.meta.dirname, "..", "..", "..");
export const UI_DIR = join(root, "ui", "dist");

/** The UI is built by turbo before this suite (e2e depends on @portal/ui); build it when run alone. */
function ensureUiBuilt(): void {
  if (existsSync(join(UI_DIR, "index.html"))) return;
  console.log("ui/dist is missing: building the UI first");
  const built = spawnSync(process.execPath, [join(root, "ui", "build.mjs")], { stdio: "inherit" });
  if (built.status !== 0) throw new Error("the UI build failed");
}

/**
 * The real server on a free port with a fresh data dir, serving the built UI: the embedded
 * profile, or the production one when `env` points at its services. Every browser of a
 * suite signs in from 127.0.0.1, often more than the 30 sign-ins a minute one address may
 * make: the suite lifts that limit (the limits have tests of their own in server/test).
 */
export async function startPortalWithUi(env: NodeJS.ProcessEnv = {}): Promise<TestPortal> {
  ensureUiBuilt();
  return startTestPortal({ RATE_LIMIT_LOGIN_ADDRESS: "100000", ...env }, undefined, UI_DIR);
}

export type { TestPortal };
