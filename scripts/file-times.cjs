// Mocha root hooks (every package's .mocharc.json `require`): how long each test file took, its
// hooks (a portal or services started for it) included, one JSON line per file in the run's
// results folder, for `npm test`'s list of the slowest files. In parallel mode mocha runs root
// hooks around each file; run serially they run once, around all the files given.
const fs = require("node:fs");
const path = require("node:path");

let started = 0;

exports.mochaHooks = {
  beforeAll() {
    started = Date.now();
  },
  afterAll() {
    const root = this.test?.parent;
    const files = [...new Set((root?.suites ?? []).map((suite) => suite.file).filter(Boolean))];
    const dir = process.env.PORTAL_TEST_RESULTS_DIR || path.join(__dirname, "..", ".test-results");
    const pkg = JSON.parse(fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8")).name;
    const file = files.length === 1 ? path.relative(process.cwd(), files[0]) : `${files.length} files`;
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(
      path.join(dir, `${pkg.replace(/[^a-z0-9]+/gi, "_")}.files.jsonl`),
      `${JSON.stringify({ suite: pkg, file, ms: Date.now() - started })}\n`,
    );
  },
};
