import { randomUUID } from "node:crypto";
import { appendFileSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { addDays, tashkentDay } from "@portal/domain";
import { readCollection, uploadedFiles } from "../../src/tools/nedbFiles";
import { pdfForm, recognitionAppeal, selfDevice, verificationAppeal } from "./fixtures";
import { startTestPortal } from "./server";

/** A document as a NeDB line: dates as `{"$$date": ms}`, as NeDB writes them. */
function nedbLine(doc: Record<string, unknown>): string {
  return `${JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $$date: raw.getTime() } : value;
  })}\n`;
}

/** A small PDF whose bytes are this file's own. */
const pdf = (marker: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${marker}\n`),
    Buffer.alloc(600 + (marker.length % 400), 0x20),
    Buffer.from("\n%%EOF\n"),
  ]);

/** Yesterday in Tashkent: a work date the server takes whatever the hour. */
const yesterday = () => new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);

/** What the real portal stored before the generated copies, for a test to find again after a move. */
export interface GeneratedFolder {
  readonly appeals: number;
  /** Every file of the upload folder (the uploads and the signed conclusion). */
  readonly files: number;
  /** The recognition appeal every generated one copies, saved with an Idempotency-Key. */
  readonly template: {
    readonly appealId: number;
    readonly idempotencyKey: string;
    readonly body: Record<string, unknown>;
    readonly answer: Record<string, unknown>;
  };
  /** A verification appeal with a fit result, and that result's certificate number. */
  readonly verification: { readonly appealId: number; readonly certificate: string };
}

const IDEMPOTENCY_KEY = "generated-folder-1";

/**
 * An embedded data folder as a portal that served for a while leaves it: first the real
 * portal stores a few of every kind (the demo seed, an upload, a recognition appeal with its
 * file, saved with an Idempotency-Key, its contract, its accepted result with a signed
 * conclusion; a verification appeal with its contract and a fit result, so a certificate
 * number; a register entry whose reminder the test clock brings: a notification, a mail in
 * the outbox, its claim and the day's run; a notification setting), then the data files get
 * `appeals` appeals in all, each a copy of that recognition appeal with its own id and its
 * own uploaded file, and the id claim of the last, so a portal on the folder goes on from there.
 */
export async function generateEmbeddedFolder(
  dataDir: string,
  appeals: number,
  log: (line: string) => void = () => {},
): Promise<GeneratedFolder> {
  const portal = await startTestPortal(
    { PORTAL_TEST_CLOCK: "1", REMINDER_TICK_SECONDS: "0", PUBLIC_URL: "http://localhost:0" },
    dataDir,
  );
  let template: GeneratedFolder["template"];
  let verification: GeneratedFolder["verification"];
  try {
    const refused = (what: string, answer: { status: number; text: string }) => {
      if (answer.status !== 200) throw new Error(`the generator's ${what} was refused: ${answer.text}`);
    };
    const [company, person, staff] = await Promise.all([
      portal.signedIn("demo.company"),
      portal.signedIn("demo.person"),
      portal.signedIn("demo.staff"),
    ]);
    const file = (await company.request("POST", "/recognition-appeal/file-upload", pdfForm())).json
      .data as string;
    const body = recognitionAppeal(file);
    const saved = await company.post("/save-recognition-appeal", body, {
      "idempotency-key": IDEMPOTENCY_KEY,
    });
    refused("template appeal", saved);
    const appealId = saved.json.appeal_id as number;
    template = { appealId, idempotencyKey: IDEMPOTENCY_KEY, body, answer: saved.json };
    refused(
      "template contract",
      await staff.post("/recognition/contract/store", {
        appeal_id: appealId,
        contract_number: "SH-1",
        devices: [1, 2, 3].map((id) => ({ id, together: 0 })),
      }),
    );
    const day = yesterday();
    const validUntil = `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;
    refused(
      "accepted result",
      await staff.post(`/api/staff/appeals/${appealId}/results`, {
        results: [{ row_id: 1, instrument: 1, serial_number: "GEN-R1", outcome: "accepted", work_date: day }],
      }),
    );
    refused(
      "signed conclusion",
      await staff.request(
        "POST",
        `/api/staff/appeals/${appealId}/results/1/1/conclusion`,
        pdfForm(pdf("signed conclusion"), "xulosa.pdf"),
      ),
    );

    const verified = await company.post("/front/save-appeal", verificationAppeal());
    refused("verification appeal", verified);
    const verificationId = verified.json.appeal_id as number;
    refused(
      "verification contract",
      await staff.post("/recognition/contract/store", {
        appeal_id: verificationId,
        contract_number: "Q-1",
        devices: [{ id: 1, together: 0 }],
      }),
    );
    const result = await staff.post(`/api/staff/appeals/${verificationId}/results`, {
      results: [
        {
          row_id: 1,
          instrument: 1,
          serial_number: "GEN-V1",
          outcome: "fit",
          work_date: day,
          valid_until: validUntil,
        },
      ],
    });
    refused("fit result", result);
    verification = {
      appealId: verificationId,
      certificate: result.json.data.instruments[0].result.certificate_number as string,
    };

    // A reminder: the company's entry falls due in 30 days; the clock moves 23 days on, to
    // 10:00 in Tashkent, which runs the day and sends its mail (an .eml file).
    const today = tashkentDay(new Date());
    refused(
      "register entry",
      await company.post(
        "/self-devices/save",
        selfDevice({ inspection_date: addDays(today, -335), next_inspection_date: addDays(today, 30) }),
      ),
    );
    refused("setting", await person.post("/api/notifications/settings", { email_reminders: false }));
    const moved = await portal
      .client()
      .post("/api/test/clock", { at: `${addDays(today, 23)}T05:00:00.000Z` });
    refused("clock move", moved);
    if (moved.json.tick.run?.mails !== 1) throw new Error(`no reminder was queued: ${moved.text}`);
  } finally {
    await portal.stop();
  }

  const stored = [...(await readCollection(join(dataDir, "appeals.db"))).values()];
  const uploads = [...(await readCollection(join(dataDir, "uploads.db"))).values()];
  const claims = [...(await readCollection(join(dataDir, "id_claims.db"))).values()];
  const copied = stored.find((a) => a.id === template.appealId)!;
  const upload = uploads.find((u) => u.owner_id === copied.owner_id) ?? uploads.at(-1)!;
  const lastId = Math.max(...stored.map((a) => Number(a.id)));
  const claim = claims.find((c) => c.name === "appeals" && c.value === lastId)!;
  const folder = String(upload.folder);
  await mkdir(join(dataDir, "uploads", folder), { recursive: true });
  await mkdir(join(dataDir, "uploads", ".content-types", folder), { recursive: true });

  // Plain synchronous writes, a thousand lines at a time: a generator has nothing else to do.
  const firstId = lastId + 1;
  const more = Math.max(0, appeals - stored.length);
  let appealLines = "";
  let uploadLines = "";
  const flush = () => {
    appendFileSync(join(dataDir, "appeals.db"), appealLines);
    appendFileSync(join(dataDir, "uploads.db"), uploadLines);
    appealLines = "";
    uploadLines = "";
  };
  for (let i = 0; i < more; i++) {
    const id = firstId + i;
    const name = `${randomUUID()}.pdf`;
    const devices = (copied.devices as Record<string, unknown>[]).map((device) => ({
      ...device,
      recognition_file: name,
      about_device: `generated ${id}`,
    }));
    appealLines += nedbLine({ ...copied, _id: `generated-appeal-${id}`, id, devices });
    uploadLines += nedbLine({ ...upload, _id: `generated-upload-${id}`, name });
    writeFileSync(join(dataDir, "uploads", folder, name), pdf(`generated ${id}`));
    writeFileSync(join(dataDir, "uploads", ".content-types", folder, name), "application/pdf");
    if ((i + 1) % 1000 === 0) flush();
    if ((i + 1) % 10_000 === 0) log(`  generated ${i + 1}/${more} appeals and files`);
  }
  flush();
  if (more > 0) {
    const last = { ...claim, _id: `generated-claim-${firstId + more - 1}`, value: firstId + more - 1 };
    await writeFile(join(dataDir, "id_claims.db"), nedbLine(last), { flag: "a" });
  }
  return {
    appeals: stored.length + more,
    files: (await uploadedFiles(dataDir)).length,
    template,
    verification,
  };
}

// `node --import tsx server/test/support/embeddedFolder.ts DIR COUNT`: the folder of the manual run.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const [dir, count] = process.argv.slice(2);
  if (!dir) throw new Error("usage: embeddedFolder.ts DIR [APPEALS]");
  const started = Date.now();
  const made = await generateEmbeddedFolder(dir, Number(count ?? 100_000), (line) => console.log(line));
  console.log(
    `${made.appeals} appeals, ${made.files} files in ${dir} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}
