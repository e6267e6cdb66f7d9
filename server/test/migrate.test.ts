import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "chai";
import { MongoClient } from "mongodb";
import { collectionFiles, readCollection } from "../src/tools/nedbFiles";
import { type GeneratedFolder, generateEmbeddedFolder } from "./support/embeddedFolder";
import { startTestPortal } from "./support/server";
import { type ProductionServices, startProductionServices } from "./support/services";

const SERVER_DIR = join(import.meta.dirname, "..");
/**
 * The automated size: 400 appeals written 100 at a time (`--batch`), so the kill falls after
 * the first round trip and before the last; the full-size run (100 000, batches of 1 000) is in
 * the README.
 */
const APPEALS = Math.max(400, Number(process.env.MIGRATE_TEST_APPEALS ?? 400));
const BATCH = "100";

interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly output: string;
}

/** `npm run migrate` as a child process; `killWhen` sees the output so far and may ask for a kill -9. */
function migrate(
  env: NodeJS.ProcessEnv,
  args: string[],
  killWhen?: (output: string) => boolean,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/tools/migrate.ts", ...args], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (killWhen?.(output) && child.exitCode === null) child.kill("SIGKILL");
    };
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.once("exit", (code, signal) => resolve({ code, signal, output }));
  });
}

describe("npm run migrate: an embedded folder into MongoDB (FerretDB) and MinIO", function () {
  this.timeout(600_000);
  let services: ProductionServices;
  let dataDir: string;
  let made: GeneratedFolder;
  let env: NodeJS.ProcessEnv;
  let mongo: MongoClient;

  before(async function () {
    services = await startProductionServices(this);
    dataDir = mkdtempSync(join(tmpdir(), "portal-migrate-"));
    made = await generateEmbeddedFolder(dataDir, APPEALS);
    env = {
      ...services.env,
      MONGO_DB: `${services.env.MONGO_DB}_migrated`,
      S3_BUCKET: `${services.env.S3_BUCKET}-migrated`,
    };
    mongo = await new MongoClient(String(services.env.MONGO_URL)).connect();
  });
  after(async () => {
    await mongo?.close();
    await services?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("is killed (-9) in the middle, then a second run copies the rest and verifies every collection and file", async () => {
    const first = await migrate(env, ["--data-dir", dataDir, "--batch", BATCH], (output) =>
      /^ {2}appeals: (?:[1-9]\d{2,})\/\d+ documents$/m.test(output),
    );
    expect(first.signal, first.output).to.equal("SIGKILL");
    expect(first.output).not.to.include("MIGRATION VERIFIED");
    const halfway = await mongo.db(env.MONGO_DB).collection("appeals").countDocuments();
    expect(halfway).to.be.greaterThan(0).and.below(made.appeals);

    const second = await migrate(env, ["--data-dir", dataDir, "--batch", BATCH]);
    expect(second.code, second.output).to.equal(0);
    expect(second.output).to.include("MIGRATION VERIFIED");
    expect(second.output).to.match(
      new RegExp(`files +${made.files} +\\d+ +\\(MD5 \\+ type\\) +${made.files}/${made.files}`),
    );
    // The appeals the first run wrote were not written again.
    const appeals = /^ {2}appeals +(\d+) +(\d+) /m.exec(second.output);
    expect(Number(appeals?.[1])).to.equal(made.appeals);
    expect(Number(appeals?.[2])).to.equal(made.appeals - halfway);
  });

  it("copies nothing on a third run, and nothing is doubled: each collection holds what the folder holds", async () => {
    const third = await migrate(env, ["--data-dir", dataDir]);
    expect(third.code, third.output).to.equal(0);
    expect(third.output).to.include("MIGRATION VERIFIED");
    expect(third.output).to.match(/^ {2}appeals +\d+ +0 /m);
    expect(third.output).to.match(/^ {2}files +\d+ +0 /m);
    const db = mongo.db(env.MONGO_DB);
    for (const name of await collectionFiles(dataDir)) {
      const source = await readCollection(join(dataDir, `${name}.db`));
      expect(await db.collection(name).countDocuments(), name).to.equal(source.size);
    }
  });

  it("leaves a database the production profile serves: the same sign-in, appeals, contracts and files", async () => {
    const portal = await startTestPortal(env);
    try {
      const company = await portal.signedIn("demo.company");
      const source = [...(await readCollection(join(dataDir, "appeals.db"))).values()];
      const last = source.at(-1)!;
      const appeal = await company.get(`/api/appeals/${last.id}`);
      expect(appeal.status).to.equal(200);
      const file = String((last.devices as { recognition_file: string }[])[0]!.recognition_file);
      const download = await company.download(`/uploads/recognition-device/${file}`);
      expect(download.status).to.equal(200);
      expect(
        download.bytes.equals(readFileSync(join(dataDir, "uploads", "recognition-device", file))),
      ).to.equal(true);
      const contracts = await company.get("/api/contracts?limit=10");
      expect(contracts.json.data).to.have.length(2); // the recognition and the verification appeal's
      // New appeals go on from the last id the folder had claimed.
      const saved = await company.post("/save-recognition-appeal", {
        ...(await import("./support/fixtures")).recognitionAppeal(file),
      });
      expect(saved.status, saved.text).to.equal(200);
      expect(saved.json.appeal_id).to.be.greaterThan(Number(last.id));
    } finally {
      await portal.stop();
    }
  });

  it("keeps an idempotency key in force: the original save repeated with its key answers the same, stores nothing", async () => {
    const portal = await startTestPortal(env);
    try {
      const db = mongo.db(env.MONGO_DB);
      const before = {
        appeals: await db.collection("appeals").countDocuments(),
        revisions: await db.collection("appeal_revisions").countDocuments(),
        submissions: await db.collection("appeal_submissions").countDocuments(),
      };
      const company = await portal.signedIn("demo.company");
      const repeated = await company.post("/save-recognition-appeal", made.template.body, {
        "idempotency-key": made.template.idempotencyKey,
      });
      expect(repeated.status, repeated.text).to.equal(200);
      expect(repeated.json).to.deep.equal(made.template.answer);
      expect(repeated.json.appeal_id).to.equal(made.template.appealId);
      expect({
        appeals: await db.collection("appeals").countDocuments(),
        revisions: await db.collection("appeal_revisions").countDocuments(),
        submissions: await db.collection("appeal_submissions").countDocuments(),
      }).to.deep.equal(before);
    } finally {
      await portal.stop();
    }
  });

  it("carries the results, certificates, signed conclusions and notifications over", async () => {
    const portal = await startTestPortal(env);
    try {
      const company = await portal.signedIn("demo.company");
      const { appealId, certificate } = made.verification;
      const results = await company.get(`/api/appeals/${appealId}/results`);
      expect(results.status, results.text).to.equal(200);
      expect(JSON.stringify(results.json.data)).to.include(certificate).and.include("GEN-V1");
      const check = await portal.client().get(`/api/public/certificates/${encodeURIComponent(certificate)}`);
      expect(check.status, check.text).to.equal(200);
      expect(check.json.data).to.deep.include({ number: certificate, status: "valid" });

      // The signed conclusion is served from the bucket, byte for byte the folder's file.
      const conclusion = [...(await readCollection(join(dataDir, "instrument_results.db"))).values()].find(
        (r) => r.signed_document,
      ) as { signed_document: { key: string } } | undefined;
      expect(conclusion, "a signed conclusion in the folder").not.to.equal(undefined);
      const signed = await company.download(`/api/appeals/${made.template.appealId}/results/1/1/pdf`);
      expect(signed.status).to.equal(200);
      expect(
        signed.bytes.equals(readFileSync(join(dataDir, "uploads", conclusion!.signed_document.key))),
      ).to.equal(true);

      // The notices (the reminder and those of the appeals' steps): the bell, the list, and the person's setting (e-mail off).
      const notices = [...(await readCollection(join(dataDir, "notifications.db"))).values()]
        .filter((n) => n.user_id === 2)
        .sort((a, b) => Number(b.id) - Number(a.id));
      expect(notices.filter((n) => n.kind === "reminder")).to.have.length(1);
      expect((await company.get("/api/notifications/unread-count")).json).to.deep.equal({
        unread: notices.filter((n) => n.read === false).length,
      });
      const list = await company.get("/api/notifications");
      expect(list.json.data.items.map((n: { id: number }) => n.id)).to.deep.equal(notices.map((n) => n.id));
      const person = await portal.signedIn("demo.person");
      const settings = await person.get("/api/notifications/settings");
      expect(settings.json.data).to.deep.include({ email_reminders: false });
      // The outbox's mail sent on the embedded portal is not sent again by a production server.
      const sentBefore = [...(await readCollection(join(dataDir, "mail_outbox.db"))).values()]
        .filter((m) => m.state === "sent")
        .map((m) => m.key);
      expect(sentBefore).to.not.be.empty;
      const outbox = await mongo.db(env.MONGO_DB).collection("mail_outbox").find().toArray();
      const migrated = new Map(outbox.map((m) => [m.key, m]));
      for (const key of sentBefore) expect(migrated.get(key), String(key)).to.deep.include({ state: "sent" });
    } finally {
      await portal.stop();
    }
  });

  it("refuses a database that holds data from elsewhere, and writes nothing there", async () => {
    const foreign = { ...env, MONGO_DB: `${services.env.MONGO_DB}_foreign` };
    const portal = await startTestPortal(foreign); // seeds its own demo accounts
    await portal.stop();
    const before = await mongo.db(foreign.MONGO_DB).collection("appeals").countDocuments();
    const refused = await migrate(foreign, ["--data-dir", dataDir]);
    expect(refused.code, refused.output).to.equal(3);
    expect(refused.output).to.match(/already holds data that is not from .*--force/);
    expect(await mongo.db(foreign.MONGO_DB).collection("appeals").countDocuments()).to.equal(before);
  });
});
