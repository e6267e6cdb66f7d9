// `npm test`: installs what is missing, then type-checks, lints, builds and runs every
// suite through turbo, and ends with one line that sums every suite.
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ensureInstalled, root, run } from "./lib.mjs";

ensureInstalled();

// The production profile's tests start FerretDB and MinIO as local processes; build them
// once, before the suites run in parallel (the first run on a machine takes minutes).
if (run("bash", ["scripts/build-servers.sh"]) !== 0) {
  console.error("FerretDB, MinIO and Mailpit could not be built; the production-profile tests cannot run.");
  process.exit(1);
}

// FerretDB stores into a PostgreSQL cluster each suite starts of its own (testkit/src/postgres.ts)
// from Debian's binaries: install them once, here, rather than from suites racing for apt's lock.
if (process.env.FERRETDB_BACKEND !== "sqlite" && run("bash", ["scripts/ensure-postgresql.sh"]) !== 0) {
  console.error("PostgreSQL could not be installed; the production-profile tests cannot run.");
  process.exit(1);
}

// The e2e suite and the benchmark's smoke test both need Chromium: install it once, here,
// rather than from two suites racing for apt's lock.
if (run("bash", ["scripts/ensure-chromium.sh"]) !== 0) {
  console.error("Chromium could not be installed; the browser tests cannot run.");
  process.exit(1);
}

// The rolling-restart test puts two servers behind Debian's HAProxy.
if (run("bash", ["scripts/ensure-haproxy.sh"]) !== 0) {
  console.error("HAProxy could not be installed; the rolling-restart test cannot run.");
  process.exit(1);
}

const results = join(root, ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
rmSync(join(root, ".turbo", "runs"), { recursive: true, force: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: "1", FORCE_COLOR: process.env.CI ? "0" : "1" };
const status = run(
  "npx",
  ["turbo", "run", "typecheck", "lint", "build", "test", "--continue", "--summarize", "--log-order=grouped"],
  { env },
);

let passed = 0;
let failed = 0;
const rows = [];
const failures = [];
for (const file of readdirSync(results).filter((name) => name.endsWith(".json"))) {
  const suite = JSON.parse(readFileSync(join(results, file), "utf8"));
  passed += suite.passed;
  failed += suite.failed;
  rows.push(
    `  ${suite.suite.padEnd(24)} ${String(suite.passed).padStart(5)} passed ${String(suite.failed).padStart(4)} failed`,
  );
  for (const failure of suite.failures ?? []) failures.push({ suite: suite.suite, ...failure });
}

// A check that is not a test suite (type check, lint, build) or a suite that crashed
// before reporting still fails the run: each counts as one failure in the summary.
const runs = join(root, ".turbo", "runs");
const summaries = readdirSync(runs, { withFileTypes: true }).filter((entry) => entry.name.endsWith(".json"));
for (const entry of summaries) {
  const summary = JSON.parse(readFileSync(join(runs, entry.name), "utf8"));
  for (const task of summary.tasks ?? []) {
    const code = task.execution?.exitCode;
    if (code === 0 || code === undefined) continue;
    const reported = task.task === "test" && rows.some((row) => row.includes(`${task.package} `));
    if (reported) continue;
    failed += 1;
    rows.push(`  ${task.taskId.padEnd(24)} exited ${code}`);
  }
}

if (failures.length > 0) {
  console.log("\nFailed tests:");
  for (const { suite, title, file, error } of failures) {
    console.log(`  ${suite}: ${title}${file ? ` (${file.replace(`${root}/`, "")})` : ""}`);
    for (const line of error.split("\n")) console.log(`      ${line}`);
  }
}
console.log("\nTest summary:");
for (const row of rows) console.log(row);
console.log(`${passed} passed, ${failed} failed`);
process.exit(status !== 0 || failed > 0 ? 1 : 0);
