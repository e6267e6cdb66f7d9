import { rmSync } from "node:fs";
import { startFerretDb, startHaproxy, startMinio, startOrSkip, startRedis } from "@portal/testkit";
import { expect } from "chai";
import {
  formatRollingReport,
  type RollingReport,
  rollingPassed,
  runRollingRestart,
} from "../../soak/rollingRestart";

/**
 * Issue 16's rolling restart: two built server processes on the production profile behind
 * HAProxy (Debian's package, checking /readyz), each replaced in turn with SIGTERM while
 * customers save, upload and read through the balancer. Not one request may fail.
 */
describe("a rolling restart behind HAProxy: each server replaced with SIGTERM under load", function () {
  this.timeout(600_000);
  let report: RollingReport;

  before(async function () {
    report = await runRollingRestart({
      customers: 6,
      startServices: () =>
        startOrSkip(this, "FerretDB, MinIO and Redis", () =>
          Promise.all([startFerretDb(), startMinio(), startRedis()]),
        ),
      startBalancer: (backends) =>
        startOrSkip(this, "HAProxy (scripts/ensure-haproxy.sh)", () =>
          startHaproxy({ backends, healthPath: "/readyz" }),
        ),
    });
    console.log(`\n${formatRollingReport(report)}\n`);
  });

  after(() => {
    if (report && rollingPassed(report)) rmSync(report.workDir, { recursive: true, force: true });
  });

  it("answered every save, upload and read with a success while the servers were replaced", () => {
    expect(report.sentDuringStops, "no request was sent while a server was stopping").to.be.greaterThan(0);
    expect(report.failed, JSON.stringify(report.statuses)).to.equal(0);
    expect(report.succeeded).to.equal(report.sent);
    expect(report.submissions.succeeded).to.be.greaterThan(0);
    expect(report.uploads.succeeded).to.be.greaterThan(0);
  });

  it("stored every save and upload it answered, each save once", () => {
    expect(report.lost, report.problems.join("\n")).to.equal(0);
    expect(report.duplicated, report.problems.join("\n")).to.equal(0);
    expect(report.problems).to.deep.equal([]);
  });

  it("stopped each old server with exit code 0", () => {
    expect(report.exitCodes).to.deep.equal({ A: 0, B: 0 });
  });
});
