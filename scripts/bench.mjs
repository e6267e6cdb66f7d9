// `npm run bench`: installs what is missing, builds the UI and the portal, prepares what the
// run measures with (FerretDB, PostgreSQL and MinIO for the production profile, Chromium for the browser
// figures), then runs bench/src/run.ts. The BENCH_* variables are those of bench/src/run.ts.
import { join } from "node:path";
import { ensureInstalled, root, run } from "./lib.mjs";

ensureInstalled();

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1" };
if (run("npx", ["turbo", "run", "build", "--output-logs=errors-only"], { env }) !== 0) process.exit(1);
if (process.env.BENCH_PRODUCTION !== "0" && run("bash", ["scripts/build-servers.sh"]) !== 0) {
  console.error("FerretDB and MinIO could not be built; set BENCH_PRODUCTION=0 to measure without them.");
  process.exit(1);
}
if (
  process.env.BENCH_PRODUCTION !== "0" &&
  process.env.FERRETDB_BACKEND !== "sqlite" &&
  run("bash", ["scripts/ensure-postgresql.sh"]) !== 0
) {
  console.error("PostgreSQL could not be installed; set BENCH_PRODUCTION=0 to measure without it.");
  process.exit(1);
}
if (process.env.BENCH_BROWSER !== "0" && run("bash", ["scripts/ensure-chromium.sh"]) !== 0) {
  console.error("Chromium could not be installed; set BENCH_BROWSER=0 to measure without it.");
  process.exit(1);
}
process.exit(run(process.execPath, ["--import", "tsx", join(root, "bench", "src", "run.ts")], { env }));
