// `npm start`: installs what is missing, builds, and runs the portal on its embedded
// default (data under ./data, demo accounts and seed data loaded).
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ensureInstalled, root, run } from "./lib.mjs";

ensureInstalled();

// The demo users' register and appeals are written at start unless DEMO_DATA=off (README).
const env = { DEMO_DATA: "on", ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
const built = run("npx", ["turbo", "run", "build", "--output-logs=errors-only"], { env });
if (built !== 0) process.exit(built);

// The server as built (server/build.mjs): plain Node, no TypeScript loader.
const entry = join(root, "server", "dist", "main.mjs");
if (!existsSync(entry)) {
  console.error("The server is not built yet.");
  process.exit(1);
}
process.exit(run(process.execPath, ["--enable-source-maps", entry], { env }));
