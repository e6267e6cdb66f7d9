import { randomBytes } from "node:crypto";
import { ServiceUnavailableError } from "@portal/application";
import { type MinioServer, startMinio } from "@portal/testkit/minio";
import { startOrSkip } from "@portal/testkit/localServer";
import { expect } from "chai";
import { Client } from "minio";
import { MinioFileStore } from "../src/MinioFileStore";
import { aKey, describeFileStoreContract, readAll, rejectionOf } from "./fileStore.contract";

function aBucket(): string {
  return `portal-test-${randomBytes(6).toString("hex")}`;
}

describe("MinioFileStore", () => {
  let server: MinioServer;
  // The store's own 4 s limit is a production choice for a service that stopped answering; a
  // busy test machine (CI, other suites running beside) can take longer to create a bucket
  // with a working MinIO. Tests of behaviour use a limit no healthy call reaches; the tests of
  // the limit itself set theirs.
  const storeOn = (bucket = aBucket(), timeoutMs = 60_000) =>
    new MinioFileStore({ ...server, bucket, timeoutMs });

  before(async function () {
    this.timeout(15 * 60_000); // the first run on a machine builds MinIO from source
    server = await startOrSkip(this, "MinIO", startMinio);
  });
  after(async function () {
    this.timeout(60_000); // stopping MinIO takes seconds, more on a loaded machine
    await server?.dispose();
  });

  describeFileStoreContract("MinioFileStore", () => storeOn());

  it("creates its bucket at start when it is missing", async () => {
    const bucket = aBucket();
    await storeOn(bucket).start();
    const admin = new Client({ ...server, region: "us-east-1" });
    expect(await admin.bucketExists(bucket)).to.equal(true);
  });

  describe("when MinIO goes away", () => {
    it("refuses a call with ServiceUnavailableError within 5 s after MinIO stops, and the same store works after a restart", async function () {
      this.timeout(30_000);
      const store = storeOn();
      const key = aKey();
      await store.put(key, Buffer.from("before"), "application/pdf");
      await server.stop();
      const started = Date.now();
      const error = await rejectionOf(store.get(key));
      expect(Date.now() - started).to.be.below(5000);
      expect(error).to.be.instanceOf(ServiceUnavailableError);
      expect((error as ServiceUnavailableError).service).to.equal("file-store");
      await server.restart();
      expect((await readAll((await store.get(key))!.body)).toString()).to.equal("before");
    });

    it("gives up on a MinIO that stopped answering after its timeout instead of hanging", async function () {
      this.timeout(30_000);
      // The bucket is made with the generous limit: MinIO, just restarted by the test above,
      // can take more than a second on a loaded machine to answer its first calls.
      const bucket = aBucket();
      await storeOn(bucket).start();
      const store = storeOn(bucket, 1000);
      await store.start();
      await server.pause();
      try {
        const started = Date.now();
        const error = await rejectionOf(store.put(aKey(), Buffer.from("x"), "application/pdf"));
        expect(Date.now() - started).to.be.within(900, 3000);
        expect(error).to.be.instanceOf(ServiceUnavailableError);
      } finally {
        server.resume();
      }
      await store.put(aKey(), Buffer.from("after"), "application/pdf");
    });
  });
});
