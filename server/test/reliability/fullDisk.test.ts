import { catalogue } from "@portal/domain";
import { mountSmallDisk, type SmallDisk, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import { type FullDiskReport, runFullDisk } from "./fullDisk";

/**
 * Issue 19's full disk, end to end: the built server on a tmpfs of its own (a few MiB),
 * filled by saves until they fail, freed without a restart, saves and retried keys, a
 * kill -9 and a restart; then a stop and a start while the disk is full.
 */
describe("a full data disk (the embedded profile on a tmpfs of its own, kill -9 and restarts)", function () {
  this.timeout(180_000);
  let disk: SmallDisk | undefined;
  let report: FullDiskReport;

  before(async function () {
    disk = await startOrSkip(this, "a tmpfs mount (the test's own small disk)", () =>
      mountSmallDisk(4 * 1024 * 1024),
    );
    report = await runFullDisk(disk);
    const stored = [...report.storedAfterRestart.values()].flat().length;
    console.log(
      `\n  ${report.acknowledged.length} saves acknowledged, ${report.failed.length} refused on the full disk ` +
        `(${report.failed.length - report.neverRetried.length} retried), ${stored} appeals stored after the kill -9\n`,
    );
  });
  after(() => disk?.dispose());

  const describeAnswers = (answers: readonly unknown[]) => JSON.stringify(answers, null, 1);

  it("answers each save the full disk refuses with 503, 'storage full' in uz and Retry-After, and nothing else", () => {
    expect(report.failed).to.have.length(12);
    for (const answer of report.failed) {
      expect(answer.status).to.equal(503);
      expect(answer.message).to.equal(catalogue.storageFull.uz);
      expect(answer.retryAfter).to.equal("60");
    }
    expect(report.unexpected, describeAnswers(report.unexpected)).to.deep.equal([]);
  });

  it("shows no appeal of a refused save while the disk is full: nothing of a failed write stays in memory", () => {
    expect(report.phantomsWhileFull).to.deep.equal([]);
  });

  it("stores every save it acknowledged, retried keys included, across the kill -9 and the restart: 0 lost", () => {
    expect(report.acknowledged.length).to.be.greaterThan(5 + 30 + 10);
    const lost = report.acknowledged.filter(
      ({ key, appealId }) =>
        appealId === undefined || !report.storedAfterRestart.get(key)?.includes(appealId),
    );
    expect(lost, describeAnswers(lost)).to.deep.equal([]);
  });

  it("stores each key once, and none of the refused keys that were never retried", () => {
    const duplicated = [...report.storedAfterRestart].filter(([, ids]) => ids.length > 1);
    expect(duplicated).to.deep.equal([]);
    expect(report.neverRetried).to.have.length(2);
    for (const key of report.neverRetried) expect(report.storedAfterRestart.has(key), key).to.equal(false);
  });

  it("repairs the last line the kill cut short when it starts, and says so in its log", () => {
    expect(report.log).to.match(/appeals\.db: repaired a damaged last line: removed its \d+ bytes/);
  });

  it("stops on a full disk with exit code 0, leaving no unfinished rewrite (*.db~)", () => {
    expect(report.stopWhileFull.exitCode).to.equal(0);
    expect(report.stopWhileFull.files.filter((name) => name.endsWith("~"))).to.deep.equal([]);
    expect(report.log).to.include("not rewritten (the disk is full)");
  });

  it("starts on a full disk, serves reads, answers a save 503 'storage full' in ru, and saves once room is freed", () => {
    const { started, readStatus, save, saveAfterFreeing } = report.startWhileFull;
    expect(started).to.equal(true);
    expect(readStatus).to.equal(200);
    expect(save?.status).to.equal(503);
    expect(save?.message).to.equal(catalogue.storageFull.ru);
    expect(saveAfterFreeing?.status).to.equal(200);
  });
});
