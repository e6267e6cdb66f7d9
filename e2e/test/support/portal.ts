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

/** The real server on the embedded profile, a free port and a fresh data dir, serving the built UI. */
export async function startPortalWithUi(): Promise<TestPortal> {
  ensureUiBuilt();
  return startTestPortal({}, undefined, UI_DIR);
}

export type { TestPortal };
