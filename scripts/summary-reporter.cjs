// Mocha reporter: the usual spec output, plus a small JSON file per package with
// its counts, so `npm test` can end with one line that sums every suite.
const fs = require("node:fs");
const path = require("node:path");
const Mocha = require("mocha");

const { Spec } = Mocha.reporters;
const { EVENT_RUN_END } = Mocha.Runner.constants;

class SummaryReporter extends Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(EVENT_RUN_END, () => {
      const root = path.resolve(__dirname, "..");
      const dir = path.join(root, ".test-results");
      fs.mkdirSync(dir, { recursive: true });
      const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8"));
      const { passes, failures, pending } = runner.stats ?? this.stats;
      fs.writeFileSync(
        path.join(dir, `${pkg.name.replace(/[^a-z0-9]+/gi, "_")}.json`),
        JSON.stringify({ suite: pkg.name, passed: passes, failed: failures, skipped: pending }),
      );
    });
  }
}

module.exports = SummaryReporter;
