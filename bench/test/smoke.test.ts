import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect } from "chai";
import { type BenchReport, floodReachedPasswordCheck, runBench, writeReport } from "../src/bench";
import { TMP_DIR } from "../src/portal";

/**
 * The benchmark itself works: every case for about a second on the embedded profile (growth
 * at 500 appeals only, no production profile), every request answered 2xx, the report
 * written. The figures are printed, never asserted: this machine is shared.
 */
describe("the benchmark (smoke)", function () {
  // About a minute on a quiet machine; a loaded one (a CI run beside other work) takes
  // several times as long, and only a hang should fail here.
  this.timeout(600_000);
  let report: BenchReport;
  const lines: string[] = [];
  let dir = "";

  before(async () => {
    // The figures are not this test's subject: no warm-up second before each case (load.ts).
    process.env.BENCH_WARMUP ??= "off";
    mkdirSync(TMP_DIR, { recursive: true });
    dir = mkdtempSync(join(TMP_DIR, "smoke-"));
    report = await runBench({
      seconds: 1,
      connections: 10,
      growthSizes: [500],
      productionGrowthSizes: [],
      production: false,
      // The browser's figures (a Chromium of its own) come from `npm run bench`; here they would
      // only repeat what the e2e suite's browser already proves, at a minute's cost.
      browser: process.env.BENCH_BROWSER === "1",
      sessions: 2,
      browserLines: 10,
      register: { large: 250, small: 50 },
      // 365 entries: the ordinary day's dates take each day of the year once, so 3 reach a threshold.
      reminders: { embedded: { entries: 365, customers: 30 } },
      resultsDir: dir,
      log: (line) => lines.push(line),
    });
    writeReport(report, dir, "smoke");
    console.log(lines.map((line) => `      ${line}`).join("\n"));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("runs every load case and every request succeeds", () => {
    const groups = new Set(report.cases.map((c) => c.group));
    expect([...groups]).to.include.members([
      "ceiling",
      "lookup",
      "save (embedded)",
      "flood (embedded)",
      "floor (embedded)",
      "register (embedded)",
    ]);
    expect(report.cases).to.have.length(16);
    for (const c of report.cases) {
      expect(c.result.requests, c.name).to.be.greaterThan(0);
      expect(c.result.non2xx, `${c.name} non-2xx`).to.equal(0);
      expect(c.result.errors, `${c.name} errors`).to.equal(0);
    }
  });

  it("floods the sign-in with attempts that reach the password check (401s, none refused for CSRF)", () => {
    const flooded = report.cases.find((c) => c.group === "flood (embedded)");
    expect(flooded?.beside, flooded?.note).to.not.equal(undefined);
    expect(floodReachedPasswordCheck(flooded?.beside), flooded?.note).to.equal(true);
  });

  it("measures the lists at 500 appeals, first and deep pages, without a failure", () => {
    expect(report.growth).to.have.length(1);
    const row = report.growth[0];
    for (const list of [row?.my, row?.staff]) {
      expect(list?.first.requests).to.be.greaterThan(0);
      expect(list?.deep.requests).to.be.greaterThan(0);
      expect((list?.first.non2xx ?? 1) + (list?.deep.non2xx ?? 1)).to.equal(0);
      expect(list?.depth).to.be.greaterThan(10);
    }
  });

  it("runs the daily reminder run: 3 entries due on the ordinary day, every customer reminded once on the worst", () => {
    const [ordinary, worst] = report.reminders ?? [];
    expect(ordinary).to.include({ profile: "embedded", day: "ordinary", entries: 365, matched: 3 });
    expect(ordinary?.sent).to.equal(ordinary?.notifications).and.equal(ordinary?.emlFiles);
    expect(worst).to.include({
      day: "worst",
      matched: 365,
      notifications: 30,
      mails: 30,
      sent: 30,
      emlFiles: 30,
    });
    expect(worst?.rssProcessPeakMb).to.be.greaterThan(0);
    expect(report.targets.map((t) => t.what)).to.include("reminder run, worst day, time, embedded");
  });

  it("writes the report: machine, figures, targets", () => {
    const md = readFileSync(join(dir, "smoke.md"), "utf8");
    expect(md)
      .to.include("## Targets")
      .and.include("bare node:http")
      .and.include("/api/front/provinces")
      .and.include("## Daily reminder run");
    expect(existsSync(join(dir, "smoke.json"))).to.equal(true);
    expect(report.machine.cpus).to.be.greaterThan(0);
    expect(report.targets.length).to.be.greaterThan(5);
    expect(report.failures).to.deep.equal([]);
  });
});
