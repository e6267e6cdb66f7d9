import { COLLECTIONS, NedbDocumentStore } from "@portal/persistence";
import { pdfText } from "@portal/testkit";
import { expect } from "chai";
import { API_SUITE_ENV, describePortalApi } from "./apiSuite";
import { PDF, pdfForm, recognitionAppeal, verificationAppeal } from "./support/fixtures";
import { startTestPortal } from "./support/server";

describePortalApi("embedded", () => startTestPortal(API_SUITE_ENV));

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

  it("downloads the PDF of a contract whose stored number has a broken character (a lone surrogate), written past the codec", async () => {
    const { mkdtempSync, rmSync } = await import("node:fs");
    const { join } = await import("node:path");
    const { tmpdir } = await import("node:os");
    const dir = mkdtempSync(join(tmpdir(), "portal-broken-text-"));
    try {
      const first = await startTestPortal({}, dir);
      const [company, staff] = await Promise.all([
        first.signedIn("demo.company"),
        first.signedIn("demo.staff"),
      ]);
      const file = (await company.request("POST", "/recognition-appeal/file-upload", pdfForm(PDF))).json.data;
      const appealId = (await company.post("/save-recognition-appeal", recognitionAppeal(file))).json
        .appeal_id;
      for (const action of ["take_for_review", "approve"]) {
        await staff.post(`/api/appeals/${appealId}/status`, { action });
      }
      const created = await staff.post("/recognition/contract/store", {
        appeal_id: appealId,
        contract_number: "SH-1",
        devices: [1, 2, 3].map((id) => ({ id, together: 0 })),
      });
      expect(created.status, created.text).to.equal(200);
      const contractId: number = created.json.data.id;
      await first.stop();

      // What an old server, or a hand at the data file, may have left: the codec never saw it.
      const store = new NedbDocumentStore(dir);
      const contracts = store.collection<{ id: number; contract_number: string }>(COLLECTIONS.contracts);
      await store.open();
      await contracts.updateMany({ id: contractId }, { contract_number: "SH-\ud800" });
      await store.close();

      const second = await startTestPortal({}, dir);
      const again = await second.signedIn("demo.staff");
      const pdf = await again.download(`/api/contracts/${contractId}/pdf`);
      const listed = await again.get(`/api/appeals/${appealId}/contracts`);
      await second.stop();
      expect(pdf.status).to.equal(200);
      expect(pdf.headers.get("content-type")).to.equal("application/pdf");
      expect(pdf.headers.get("content-disposition")).to.equal(
        "attachment; filename=\"shartnoma-SH-_.pdf\"; filename*=UTF-8''shartnoma-SH-%EF%BF%BD.pdf",
      );
      expect(pdfText(pdf.bytes)).to.include("Shartnoma № SH-");
      expect(listed.status).to.equal(200);
      expect(listed.json.data[0].contract_number).to.equal("SH-\ud800");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
