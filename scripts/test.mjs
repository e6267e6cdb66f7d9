// `npm test`: installs what is missing, then type-checks, lints, builds and runs every suite
// through turbo, on one stack of services for the whole run, and ends with one line that sums
// every suite. `npm run test:fast` (--fast): the type check, the lint and the suites that need
// no service and no browser (domain, application, UI, HTTP), in under two minutes.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { ensureInstalled, root, run } from "./lib.mjs";

const fast = process.argv.includes("--fast");
/** The suites of the fast lane: no service, no browser, no built server. */
const FAST_SUITES = ["@portal/domain", "@portal/application", "@portal/ui", "@portal/http"];
/** How many earlier runs' result folders, and of turbo's run summaries, to keep. */
const KEEP_RUNS = 4;
const KEEP_SUMMARIES = 20;

const started = Date.now();
ensureInstalled();

let interrupted = false;
const children = new Set();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of children) child.kill(signal);
  });
}

let stack;
if (!fast) {
  // The production profile's tests start FerretDB and MinIO as local processes; build them
  // once, before the suites run in parallel (the first run on a machine takes minutes).
  if (run("bash", ["scripts/build-servers.sh"]) !== 0) {
    console.error("FerretDB, MinIO and Mailpit could not be built; the production-profile tests cannot run.");
    process.exit(1);
  }
  // FerretDB stores into a PostgreSQL cluster (testkit/src/postgres.ts) from Debian's binaries:
  // install them once, here, rather than from suites racing for apt's lock.
  if (process.env.FERRETDB_BACKEND !== "sqlite" && run("bash", ["scripts/ensure-postgresql.sh"]) !== 0) {
    console.error("PostgreSQL could not be installed; the production-profile tests cannot run.");
    process.exit(1);
  }
  // The run's one stack of services starts while the other tools are checked.
  stack = startSharedStack();
  // The e2e suite and the benchmark's smoke test both need Chromium: install it once, here,
  // rather than from two suites racing for apt's lock.
  if (run("bash", ["scripts/ensure-chromium.sh"]) !== 0) {
    console.error("Chromium could not be installed; the browser tests cannot run.");
    await stack.stop();
    process.exit(1);
  }
  // The rolling-restart test puts two servers behind Debian's HAProxy.
  if (run("bash", ["scripts/ensure-haproxy.sh"]) !== 0) {
    console.error("HAProxy could not be installed; the rolling-restart test cannot run.");
    await stack.stop();
    process.exit(1);
  }
  // The UI and the server are built here, while the services start, for the suites that need
  // them (the browser suite, the longest, first of all): built in the turbo run below, they
  // started with sixteen other tasks and the UI's build took 28 s of a clean clone's first
  // minute instead of about 3. The run below finds them in turbo's cache; it also reports a
  // build that failed here.
  run(join(root, "node_modules", ".bin", "turbo"), ["run", "build", "--output-logs=errors-only"], {
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
}

// Each run's results in a folder of its own (the reporter writes there), so two runs in one
// checkout never mix; the oldest folders go.
const runId = `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*$/, "")}-${process.pid}`;
const resultsRoot = join(root, ".test-results");
const results = join(resultsRoot, runId);
mkdirSync(results, { recursive: true });
const runs = readdirSync(resultsRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && /^\d{8}T\d{6}-\d+$/.test(entry.name))
  .map((entry) => entry.name)
  .sort();
for (const old of runs.slice(0, Math.max(0, runs.length - KEEP_RUNS - 1))) {
  rmSync(join(resultsRoot, old), { recursive: true, force: true });
}
// turbo's run summaries: this run reads the one turbo names at its end; the oldest go.
const summaries = join(root, ".turbo", "runs");
if (existsSync(summaries)) {
  const old = readdirSync(summaries)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name, at: statSync(join(summaries, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(KEEP_SUMMARIES);
  for (const { name } of old) rmSync(join(summaries, name), { force: true });
}

/**
 * FerretDB (on PostgreSQL), MinIO and Redis for every suite of the run (testkit/src/sharedStack.ts),
 * in a process of their own that stops them when told, or when this script dies (its standard
 * input closes). Where they cannot start, the suites start their own, as when run alone.
 */
function startSharedStack() {
  const child = spawn(process.execPath, ["--import", "tsx", join(root, "testkit", "src", "sharedStack.ts")], {
    cwd: root,
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.add(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Its one line of JSON is the environment; anything else (a first build's messages) passes through.
  const ready = new Promise((resolve) => {
    let pending = "";
    child.stdout.on("data", (chunk) => {
      pending += chunk;
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("{")) resolve(JSON.parse(line));
        else console.log(line);
      }
    });
    child.once("exit", () => resolve(undefined));
  }).then((env) => {
    if (!env) console.error("The shared test services did not start: each suite starts its own.");
    return env ?? {};
  });
  return {
    /** The environment that hands the services to the suites. */
    env: () => ready,
    async stop() {
      child.stdin.end();
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
      children.delete(child);
    },
  };
}

/** Runs turbo, passing its output through, and answers its exit code and the path of its run summary. */
function runTurbo(args, env) {
  return new Promise((resolve, reject) => {
    const turbo = spawn(join(root, "node_modules", ".bin", "turbo"), args, {
      cwd: root,
      env,
      stdio: ["inherit", "pipe", "inherit"],
    });
    children.add(turbo);
    let summary;
    let pending = "";
    turbo.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const found = /Summary:\s+(\S+\.json)/.exec(stripVTControlCharacters(line));
        if (found) summary = found[1];
      }
    });
    turbo.once("error", reject);
    turbo.once("exit", (code, signal) => {
      children.delete(turbo);
      resolve({ status: code ?? (signal ? 1 : 0), summary });
    });
  });
}

const env = {
  ...process.env,
  ...(await stack?.env()),
  PORTAL_TEST_RESULTS_DIR: results,
  TURBO_TELEMETRY_DISABLED: "1",
  FORCE_COLOR: process.env.CI ? "0" : "1",
};
const tasks = fast ? ["typecheck", "lint", "test"] : ["typecheck", "lint", "build", "test"];
const filters = fast ? ["--filter=//", ...FAST_SUITES.map((name) => `--filter=${name}`)] : [];
// Every task starts as soon as what it needs is built, however many: turbo's default of 10 at a
// time kept the e2e and server suites, the longest (they need the built UI and server), waiting
// for a slot behind the short suites, which end within the first minutes and leave both cores
// to them. The e2e suite splits itself in two processes (e2e/package.json).
const CONCURRENCY = "20";
let outcome = { status: 1, summary: undefined };
try {
  if (!interrupted) {
    outcome = await runTurbo(
      [
        "run",
        ...tasks,
        ...filters,
        "--continue",
        "--summarize",
        "--log-order=grouped",
        `--concurrency=${CONCURRENCY}`,
      ],
      env,
    );
  }
} finally {
  await stack?.stop();
}
const wallMs = Date.now() - started;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let passed = 0;
let failed = 0;
const rows = [];
const failures = [];
const slowest = [];
const summary =
  outcome.summary && existsSync(outcome.summary)
    ? JSON.parse(readFileSync(outcome.summary, "utf8"))
    : undefined;
const taskTime = (pkg, task) => {
  const found = summary?.tasks?.find((t) => t.package === pkg && t.task === task)?.execution;
  return found?.endTime && found?.startTime ? found.endTime - found.startTime : undefined;
};
const suites = readdirSync(results)
  .filter((name) => name.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(results, file), "utf8")));
for (const suite of suites) {
  passed += suite.passed;
  failed += suite.failed;
  const ms = taskTime(suite.suite, "test") ?? suite.processMs;
  rows.push({
    name: suite.suite,
    ms,
    text: `  ${suite.suite.padEnd(28)} ${String(suite.passed).padStart(5)} passed ${String(suite.failed).padStart(4)} failed ${(ms === undefined ? "" : seconds(ms)).padStart(9)}`,
  });
  for (const failure of suite.failures ?? []) failures.push({ suite: suite.suite, ...failure });
  for (const test of suite.slowest ?? []) slowest.push({ suite: suite.suite, ...test });
}

// A check that is not a test suite (type check, lint, build) or a suite that crashed
// before reporting still fails the run: each counts as one failure in the summary.
const checks = [];
for (const task of summary?.tasks ?? []) {
  const code = task.execution?.exitCode;
  const reported = task.task === "test" && suites.some((suite) => suite.suite === task.package);
  if (reported || task.command === "<NONEXISTENT>" || code === undefined) continue;
  const ms = task.execution.endTime - task.execution.startTime;
  if (code === 0) {
    const cached = task.cache?.status === "HIT" ? " (cached)" : "";
    checks.push(`  ${task.taskId.padEnd(28)} ${seconds(ms).padStart(9)}${cached}`);
    continue;
  }
  failed += 1;
  rows.push({
    name: task.taskId,
    ms,
    text: `  ${task.taskId.padEnd(28)} exited ${code} ${seconds(ms).padStart(9)}`,
  });
}
if (interrupted) {
  // turbo's summary of an interrupted run names only the tasks that ended: the rest never counted.
  failed += 1;
  rows.push({ name: "interrupted", text: `  ${"the run".padEnd(28)} interrupted: not every suite ran` });
} else if (!summary) {
  // No summary: turbo itself failed before it could say which task did.
  failed += 1;
  rows.push({
    name: "turbo",
    text: `  ${"turbo".padEnd(28)} exited ${outcome.status}${interrupted ? " (interrupted)" : ""}`,
  });
}

if (failures.length > 0) {
  console.log("\nFailed tests:");
  for (const { suite, title, file, error } of failures) {
    console.log(`  ${suite}: ${title}${file ? ` (${relative(root, file)})` : ""}`);
    for (const line of error.split("\n")) console.log(`      ${line}`);
  }
}
if (slowest.length > 0) {
  console.log("\nThe ten slowest tests:");
  for (const test of slowest.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${seconds(test.ms).padStart(8)}  ${test.suite}: ${test.title.slice(0, 110)}`);
  }
}
// Each test file's time, its hooks included (scripts/file-times.cjs): where the suites' minutes go.
const files = readdirSync(results)
  .filter((name) => name.endsWith(".files.jsonl"))
  .flatMap((name) =>
    readFileSync(join(results, name), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line)),
  );
if (files.length > 0) {
  console.log("\nThe ten slowest test files:");
  for (const { suite, file, ms } of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`  ${seconds(ms).padStart(8)}  ${suite}: ${file}`);
  }
}
if (checks.length > 0) {
  console.log("\nChecks and builds:");
  for (const row of checks) console.log(row);
}
console.log(`\nTest summary (results in ${relative(root, results)}, ${seconds(wallMs)} in all):`);
for (const row of rows.sort((a, b) => (b.ms ?? 0) - (a.ms ?? 0))) console.log(row.text);
console.log(`${passed} passed, ${failed} failed`);
process.exit(outcome.status !== 0 || failed > 0 || interrupted ? 1 : 0);
