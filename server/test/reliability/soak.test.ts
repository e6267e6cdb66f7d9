import { rmSync } from "node:fs";
import { startFerretDb, startMinio, startOrSkip, startRedis } from "@portal/testkit";
import { expect } from "chai";
import { formatReport, runSoak, type SoakReport, soakPassed } from "../../soak/soak";

/**
 * The short version of `npm run soak`: two server processes under a load of customers
 * while FerretDB, MinIO and Redis are stopped and restarted in turn and one server is
 * killed with SIGKILL. Nothing answered as saved may be missing, nothing stored twice.
 */
describe("faults under load: the short soak (FerretDB, MinIO, Redis and two server processes)", function () {
  this.timeout(600_000);
  const seconds = Math.max(20, Number(process.env.SOAK_TEST_SECONDS ?? 25));
  let report: SoakReport;

  before(async function () {
    report = await runSoak({
      seconds,
      customers: 6,
      thinkMs: 600,
      minSucceeded: 25,
      startServices: () =>
        startOrSkip(this, "FerretDB, MinIO and Redis", () =>
          Promise.all([startFerretDb(), startMinio(), startRedis()]),
        ),
    });
    console.log(`\n${formatReport(report)}\n`);
  });

  after(() => {
    if (report && soakPassed(report)) rmSync(report.workDir, { recursive: true, force: true });
  });

  it("stored and can read back every appeal and file it answered as saved", () => {
    expect(report.succeeded).to.be.greaterThan(20);
    expect(report.submissions.succeeded).to.be.greaterThan(10);
    expect(report.lost, report.problems.join("\n")).to.equal(0);
  });

  it("stored each submission (one Idempotency-Key, retried through the faults) exactly once", () => {
    expect(report.duplicated, report.problems.join("\n")).to.equal(0);
  });

  it("answered every failure with a clear JSON refusal or 503, never a hang (only the killed server's connections were cut)", () => {
    expect(report.failedCleanly).to.be.greaterThan(0); // the faults were felt
    expect(report.unclean, JSON.stringify(report.statuses)).to.equal(0);
  });

  it("recovered on both servers without restarting the one that was not killed", () => {
    expect(report.recovered, report.problems.join("\n")).to.equal(true);
    expect(report.problems).to.deep.equal([]);
  });
});
