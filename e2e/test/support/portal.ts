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
 * profile, or the production one when `env` points at its services.
 */
export async function startPortalWithUi(env: NodeJS.ProcessEnv = {}): Promise<TestPortal> {
  ensureUiBuilt();
  return startTestPortal(env, undefined, UI_DIR);
}

export type { TestPortal };
