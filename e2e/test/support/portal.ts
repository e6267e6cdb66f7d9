import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
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
  // The browser tests sign the demo accounts in dozens of times a minute from one address; the
  // sign-in limits themselves are the security suite's (server/test/security/abuse.test.ts).
  const signIns = { RATE_LIMIT_LOGIN_ADDRESS: "100000", RATE_LIMIT_LOGIN: "100000" };
  if (env.PORT !== undefined || env.PUBLIC_URL !== undefined)
    return startTestPortal({ ...signIns, ...env }, undefined, UI_DIR);
  // The portal's public address is its own (the QR code and the e-mail links open it), so the
  // port is chosen first, and the server listens on it a moment later.
  const port = await freePort();
  return startTestPortal(
    {
      ...signIns,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    undefined,
    UI_DIR,
  );
}

/** A port nobody listens on right now, as the system hands one out. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type { TestPortal };
