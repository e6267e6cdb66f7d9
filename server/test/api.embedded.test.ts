import { expect } from "chai";
import { describePortalApi } from "./apiSuite";
import { verificationAppeal } from "./support/fixtures";
import { startTestPortal } from "./support/server";

describePortalApi("embedded", () => startTestPortal());

describe("the embedded profile across a restart", function () {
  this.timeout(60_000);

  it("loses nothing when the server stops and starts again on the same data", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "portal-restart-"));
    try {
      const first = await startTestPortal({}, dir);
      const client = await first.signedIn("demo.company");
      const saved = await client.post("/front/save-appeal", verificationAppeal());
      await first.stop();

      const second = await startTestPortal({}, dir);
      const again = await second.signedIn("demo.company");
      const stored = await again.get(`/api/appeals/${saved.json.appeal_id}`);
      await second.stop();
      expect(stored.status).to.equal(200);
      expect(stored.json.data.total).to.equal("100800.00");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
