// Mocha reporter: the usual spec output, plus a small JSON file per package with its
// counts, its wall time, its slowest tests and each failed test's full title and error, so
// `npm test` can end with one line that sums every suite and name every failure without
// opening the logs. `npm test` names the folder of its run in PORTAL_TEST_RESULTS_DIR;
// a suite run alone writes to .test-results/.
const fs = require("node:fs");
const path = require("node:path");
const Mocha = require("mocha");

const { Spec } = Mocha.reporters;
const { EVENT_RUN_END, EVENT_TEST_FAIL, EVENT_TEST_PASS } = Mocha.Runner.constants;

/** How many of a suite's slowest tests its file keeps (the summary shows the run's ten slowest). */
const SLOWEST = 10;

/** The first lines of a failure: enough to recognise it, short enough for a summary. */
function describeError(err) {
  const text = String((err && (err.message || err)) ?? "unknown error");
  return text.split("\n").slice(0, 6).join("\n");
}

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    const failures = [];
    const durations = [];
    const started = Date.now();
    const timed = (test) => {
      if (typeof test.duration === "number") {
        durations.push({ title: test.fullTitle(), file: test.file ?? "", ms: test.duration });
      }
    };
    runner.on(EVENT_TEST_PASS, timed);
    runner.on(EVENT_TEST_FAIL, (test, err) => {
      failures.push({ title: test.fullTitle(), file: test.file ?? "", error: describeError(err) });
      // A failing hook is reported as a failure of a hook, not a test with a duration.
      if (test.type === "test") timed(test);
    });
    runner.once(EVENT_RUN_END, () => {
      const root = path.resolve(__dirname, "..");
      const dir = process.env.PORTAL_TEST_RESULTS_DIR || path.join(root, ".test-results");
      fs.mkdirSync(dir, { recursive: true });
      const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
      const { passes, failures: failed, pending } = runner.stats ?? this.stats;
      const slowest = durations.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST);
      fs.writeFileSync(
        path.join(dir, `${pkg.name.replace(/[^a-z0-9]+/gi, "_")}.json`),
        JSON.stringify({
          suite: pkg.name,
          passed: passes,
          failed,
          skipped: pending,
          // From the reporter's start (mocha has loaded the test files by then) to the end,
          // and from the process's start (loading and compiling the files included).
          runMs: Date.now() - started,
          processMs: Math.round(process.uptime() * 1000),
          slowest,
          failures,
        }),
      );
    });
  }
}

module.exports = SummaryReporter;
