// Mocha reporter: the usual spec output, plus a small JSON file per package with its
// counts and each failed test's full title and error, so `npm test` can end with one
// line that sums every suite and name every failure without opening the logs.
const fs = require("node:fs");
const path = require("node:path");
const Mocha = require("mocha");

const { Spec } = Mocha.reporters;
const { EVENT_RUN_END, EVENT_TEST_FAIL } = Mocha.Runner.constants;

/** The first lines of a failure: enough to recognise it, short enough for a summary. */
function describeError(err) {
  const text = String((err && (err.message || err)) ?? "unknown error");
  return text.split("\n").slice(0, 6).join("\n");
}

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    const failures = [];
    runner.on(EVENT_TEST_FAIL, (test, err) => {
      failures.push({ title: test.fullTitle(), file: test.file ?? "", error: describeError(err) });
    });
    runner.once(EVENT_RUN_END, () => {
      const root = path.resolve(__dirname, "..");
      const dir = path.join(root, ".test-results");
      fs.mkdirSync(dir, { recursive: true });
      const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
      const { passes, failures: failed, pending } = runner.stats ?? this.stats;
      fs.writeFileSync(
        path.join(dir, `${pkg.name.replace(/[^a-z0-9]+/gi, "_")}.json`),
        JSON.stringify({ suite: pkg.name, passed: passes, failed, skipped: pending, failures }),
      );
    });
  }
}

module.exports = SummaryReporter;
