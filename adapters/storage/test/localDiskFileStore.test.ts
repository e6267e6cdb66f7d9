import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { StorageFullError } from "@portal/application";
import { mountSmallDisk, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import { LocalDiskFileStore } from "../src/LocalDiskFileStore";
import { describeFileStoreContract, readAll } from "./fileStore.contract";

describe("LocalDiskFileStore", () => {
  let root: string;
  before(async () => {
    root = await mkdtemp(join(tmpdir(), "portal-uploads-"));
  });
  after(async () => {
    await rm(root, { recursive: true, force: true });
  });

  describeFileStoreContract("LocalDiskFileStore", () => new LocalDiskFileStore(root));

  it("keeps an object as the plain file <root>/<folder>/<name>", async () => {
    const store = new LocalDiskFileStore(root);
    await store.put("recognition-device/a1.pdf", Buffer.from("%PDF"), "application/pdf");
    expect(await readFile(join(root, "recognition-device", "a1.pdf"), "utf8")).to.equal("%PDF");
  });

  it("leaves no temp file behind once a put is done", async () => {
    const store = new LocalDiskFileStore(root);
    await store.put("kompleks-device/a2.pdf", Buffer.from("%PDF"), "application/pdf");
    expect(await readdir(join(root, ".tmp"))).to.deep.equal([]);
  });

  it("ends with one whole version when two puts of the same key race", async () => {
    const store = new LocalDiskFileStore(root);
    const [a, b] = [randomBytes(512 * 1024), randomBytes(512 * 1024)];
    await Promise.all([
      store.put("kompleks-device/race.pdf", a, "application/pdf"),
      store.put("kompleks-device/race.pdf", b, "application/pdf"),
    ]);
    const stored = await readAll((await store.get("kompleks-device/race.pdf"))!.body);
    expect(stored.equals(a) || stored.equals(b)).to.equal(true);
  });

  it("lets a reader that opened the old version finish it while a put replaces it", async () => {
    const store = new LocalDiskFileStore(root);
    const old = randomBytes(256 * 1024);
    await store.put("kompleks-device/read.pdf", old, "application/pdf");
    const reading = await store.get("kompleks-device/read.pdf");
    await store.put("kompleks-device/read.pdf", randomBytes(1000), "application/pdf");
    expect(reading?.size).to.equal(old.length);
    expect((await readAll(reading!.body)).equals(old)).to.equal(true);
  });

  it("refuses a file on a full disk with StorageFullError, leaving neither it nor a temp file", async function () {
    const disk = await startOrSkip(this, "a tmpfs mount", () => mountSmallDisk(512 * 1024));
    try {
      const store = new LocalDiskFileStore(disk.dataDir);
      await disk.leave(64 * 1024);

      const refused = await store
        .put("kompleks-device/big.pdf", randomBytes(256 * 1024), "application/pdf")
        .catch((error: unknown) => error);

      expect(refused).to.be.instanceOf(StorageFullError);
      expect(await store.get("kompleks-device/big.pdf")).to.equal(undefined);
      expect(await readdir(join(disk.dataDir, ".tmp"))).to.deep.equal([]);
    } finally {
      await disk.dispose();
    }
  });
});
