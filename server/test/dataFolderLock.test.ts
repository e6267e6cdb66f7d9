import { spawnSync } from "node:child_process";
import { lstatSync, mkdtempSync, readlinkSync, rmSync, symlinkSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { DATA_FOLDER_LOCK } from "../src/dataFolderLock";
import { MainProcess } from "./support/mainProcess";
import { startTestPortal } from "./support/server";

const ISO_TIME = "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z";
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const HOST = literal(hostname());

/** The pid of a process that has ended (and been reaped). */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ["-e", ""]);
  return ended.pid;
}

const lockExists = (path: string) => lstatSync(path, { throwIfNoEntry: false }) !== undefined;

/**
 * The embedded store is one process's: two on one folder would each keep the collections in
 * memory and append unseen by the other (the day's reminder sent twice, and a folder that no
 * longer starts on its unique keys).
 */
describe("the embedded data folder, one server process at a time", function () {
  this.timeout(90_000);
  let dataDir: string;
  let lock: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), "portal-folder-lock-"));
    lock = join(dataDir, DATA_FOLDER_LOCK);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses a second server process on the folder, naming the running one's pid and when it started", async () => {
    const first = await startTestPortal({}, dataDir);
    try {
      const second = MainProcess.start(dataDir);
      const served = await second.servingOrExited();
      const code = served ? await second.stop() : await second.exited;

      expect(served, second.text()).to.equal(false);
      expect(code).to.equal(1);
      expect(second.text()).to.match(
        new RegExp(
          `^The portal cannot start: the data folder ${literal(dataDir)} is in use by another portal process \\(pid ${process.pid} on host ${HOST}, started ${ISO_TIME}\\)`,
          "m",
        ),
      );
      expect((await first.client().get("/readyz")).status).to.equal(200);
    } finally {
      await first.stop();
    }
  });

  it("takes over a lock left by a process that is no longer running, says so, and gives the folder up at a graceful stop", async () => {
    const dead = deadPid();
    symlinkSync(`pid ${dead} on ${hostname()} since 2026-01-01T08:00:00.000Z`, lock);

    const portal = MainProcess.start(dataDir);
    try {
      const served = await portal.servingOrExited();

      expect(served, portal.text()).to.equal(true);
      expect(portal.text()).to.include(
        `took over the lock of the data folder ${dataDir} from pid ${dead} (started 2026-01-01T08:00:00.000Z): that process is no longer running`,
      );
      expect(readlinkSync(lock)).to.match(
        new RegExp(`^pid ${portal.child.pid} on ${HOST} since ${ISO_TIME}$`),
      );
    } finally {
      expect(await portal.stop()).to.equal(0);
    }
    expect(lockExists(lock), "the lock after a graceful stop").to.equal(false);
  });

  it("takes over a lock naming this process's own pid that this process does not hold, as a restarted container's portal finds it", async () => {
    const left = `pid ${process.pid} on ${hostname()} since 2026-01-01T08:00:00.000Z`;
    symlinkSync(left, lock);

    const portal = await startTestPortal({}, dataDir);
    const held = readlinkSync(lock);
    await portal.stop();

    expect(held).to.not.equal(left);
    expect(held).to.match(new RegExp(`^pid ${process.pid} on ${HOST} since ${ISO_TIME}$`));
  });

  it("refuses when it finds another live process taking over the same stale lock at that moment", async () => {
    symlinkSync(`pid ${deadPid()} on ${hostname()} since 2026-01-01T08:00:00.000Z`, lock);
    symlinkSync(`pid ${process.ppid} on ${hostname()} since 2026-01-01T09:00:00.000Z`, `${lock}.takeover`);

    const refusal = await startTestPortal({}, dataDir).then(
      async (portal) => {
        await portal.stop();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect((refusal as Error | undefined)?.message).to.match(
      new RegExp(
        `^the data folder ${literal(dataDir)} is in use by another portal process \\(pid ${process.ppid} on host`,
      ),
    );
  });

  it("refuses a folder locked from another host, which it cannot check, saying which lock to remove once that portal is gone", async () => {
    symlinkSync("pid 4242 on portal-2.example since 2026-01-01T08:00:00.000Z", lock);

    const refusal = await startTestPortal({}, dataDir).then(
      async (portal) => {
        await portal.stop();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect((refusal as Error | undefined)?.message).to.equal(
      `the data folder ${dataDir} is locked by a portal on another host (pid 4242 on host portal-2.example, started 2026-01-01T08:00:00.000Z), which cannot be checked from here: if no portal runs there on it any more, remove ${lock}`,
    );
  });

  it("holds the folder while a server runs, and lets the next start have it after a stop or a refused start", async () => {
    const first = await startTestPortal({}, dataDir);
    const held = (() => {
      try {
        return readlinkSync(lock);
      } catch (error) {
        return String(error);
      }
    })();
    await first.stop();
    const afterStop = lockExists(lock);
    const refused = await startTestPortal({ CSRF_SECRET: "short" }, dataDir).then(
      () => "started",
      () => "refused",
    );
    const afterRefusal = lockExists(lock);

    const again = await startTestPortal({}, dataDir);
    await again.signedIn("demo.company").finally(() => again.stop());
    expect(held).to.match(new RegExp(`^pid ${process.pid} on ${HOST} since ${ISO_TIME}$`));
    expect(afterStop).to.equal(false);
    expect(refused).to.equal("refused");
    expect(afterRefusal).to.equal(false);
  });
});
