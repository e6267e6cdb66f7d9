import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { readCollection } from "../src/tools/nedbFiles";
import type { PortalClient } from "./support/client";
import { pdfForm, verificationAppeal } from "./support/fixtures";
import { startTestPortal, type TestPortal } from "./support/server";

const SERVER_DIR = join(import.meta.dirname, "..");

function backup(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/tools/backup.ts", ...args], {
      cwd: SERVER_DIR,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => resolve({ code, output }));
  });
}

const pdf = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n%%EOF\n`);

describe("npm run backup: a snapshot of a running embedded portal", function () {
  this.timeout(180_000);
  const dirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
  let portal: TestPortal | undefined;
  let restored: TestPortal | undefined;
  after(async () => {
    await portal?.stop();
    await restored?.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("is taken under saves and uploads, and a portal started on it has all that was answered before, files included", async () => {
    const dataDir = tempDir("portal-backup-source-");
    portal = await startTestPortal({ RATE_LIMIT_UPLOAD: "100000" }, dataDir);
    const saved: number[] = [];
    const uploaded: { name: string; bytes: Buffer }[] = [];
    let loading = true;
    let n = 0;
    const worker = async (client: PortalClient) => {
      while (loading) {
        const marker = `backup-${n++}`;
        const bytes = pdf(marker);
        const file = await client.request("POST", "/recognition-appeal/file-upload", pdfForm(bytes));
        if (file.status === 200) uploaded.push({ name: file.json.data, bytes });
        const answer = await client.post("/front/save-appeal", verificationAppeal(), {
          "idempotency-key": marker,
        });
        if (answer.status === 200) saved.push(answer.json.appeal_id);
      }
    };
    const company = await portal.signedIn("demo.company");
    const load = Promise.all([worker(company), worker(company), worker(company)]);
    try {
      while (saved.length < 10) await new Promise((r) => setTimeout(r, 20));
      const savedBefore = [...saved];
      const uploadedBefore = [...uploaded];
      const target = join(tempDir("portal-backup-target-"), "snapshot");
      const taken = await backup([target, "--data-dir", dataDir]);
      expect(taken.code, taken.output).to.equal(0);
      expect(taken.output).to.match(/^backup of .*: \d+ collections, \d+ documents, \d+ files in /m);
      expect(saved.length, "the load went on during the backup").to.be.greaterThan(savedBefore.length);
      loading = false;
      await load;

      // Every upload record of the copy names a file the copy holds.
      const records = [...(await readCollection(join(target, "uploads.db"))).values()];
      for (const record of records) {
        const path = join(target, "uploads", String(record.folder), String(record.name));
        expect(readFileSync(path).length, path).to.equal(record.size);
      }
      expect(JSON.parse(readFileSync(join(target, "BACKUP.json"), "utf8")).files).to.equal(
        readdirSync(join(target, "uploads", "recognition-device")).length,
      );

      // The lab's signing key comes along, readable by its owner only.
      const key = join("signing", "lab-key.pem");
      expect(readFileSync(join(target, key), "utf8")).to.equal(readFileSync(join(dataDir, key), "utf8"));
      expect(statSync(join(target, key)).mode & 0o777).to.equal(0o600);

      restored = await startTestPortal({}, target);
      const reader = await restored.signedIn("demo.company");
      for (const id of savedBefore)
        expect((await reader.get(`/api/appeals/${id}`)).status, `appeal ${id}`).to.equal(200);
      for (const { name, bytes } of uploadedBefore) {
        const file = await reader.download(`/uploads/recognition-device/${name}`);
        expect(file.status).to.equal(200);
        expect(file.bytes.equals(bytes)).to.equal(true);
      }
      // The restored portal takes new saves, with ids after the ones it holds.
      const after = await reader.post("/front/save-appeal", verificationAppeal());
      expect(after.status, after.text).to.equal(200);
      expect(after.json.appeal_id).to.be.greaterThan(Math.max(...savedBefore));
    } finally {
      loading = false;
      await load;
    }
  });

  it("writes an archive when the target ends in .tar.gz, and refuses a folder that is not empty", async () => {
    const dataDir = tempDir("portal-backup-source-");
    const source = await startTestPortal({}, dataDir);
    try {
      const archive = join(tempDir("portal-backup-archive-"), "portal.tar.gz");
      const taken = await backup([archive, "--data-dir", dataDir]);
      expect(taken.code, taken.output).to.equal(0);
      const listing = spawnSync("tar", ["-tzf", archive], { encoding: "utf8" }).stdout;
      expect(listing).to.include("./BACKUP.json");
      expect(listing).to.include("./users.db");
      expect(listing).to.include("./signing/lab-key.pem");
      expect(listing).to.include("./signing/lab-certificate.pem");
      const refused = await backup([dataDir, "--data-dir", dataDir]);
      expect(refused.code).to.equal(1);
      expect(refused.output).to.include("is not empty");
    } finally {
      await source.stop();
    }
  });
});
