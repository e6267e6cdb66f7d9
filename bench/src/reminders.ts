// The daily reminder run (issue 15): register entries of many customers written straight into
// a store, then one day's reminder job (no HTTP) run in a process of its own (reminderRun.ts):
// the scan, the notifications and outbox mails, and the delivery of the mail as .eml files.
// Two days are measured on fresh stores: an ordinary one (entries' dates spread over a year, so
// about 3/365 of them reach a threshold) and the worst one (every entry reaches a threshold
// that day, so every customer gets a reminder).
import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { addDays } from "@portal/domain";
import { COLLECTIONS } from "@portal/persistence";
import type { ReminderRunFigures, ReminderRunSpec } from "./reminderRun";

/** The register's size: entries spread evenly over customers. */
export interface ReminderSize {
  readonly entries: number;
  readonly customers: number;
}

/** The size of the case. */
export const REMINDER_FULL_SIZE: ReminderSize = { entries: 100_000, customers: 5_000 };

/**
 * The production profile's default size: FerretDB v1 filters the day's scan on the date alone
 * and reads every entry of that date for each page of 1 000 (the growth finding), and every
 * reminder is several round trips to it, so the size would take a long while on the
 * test stand; BENCH_REMINDER_PRODUCTION_ENTRIES and _CUSTOMERS choose another.
 */
export const REMINDER_PRODUCTION_SIZE: ReminderSize = { entries: 10_000, customers: 500 };

/** Why the production profile's reminder run is smaller, for the report's notes. */
export const REMINDER_PRODUCTION_NOTE = (size: ReminderSize) =>
  `reminder run, production: ${size.entries} entries of ${size.customers} customers, not the issue's 100 000 of 5 000 (run on the embedded profile). ` +
  "At 100 000 of 5 000 on this stand (BENCH_ONLY=reminders, 25 November) the ordinary day ran in 5.8 s and delivered in 8.4 s, but the worst day's " +
  "scan failed: FerretDB v1 pushes down only the date's equality, so each page of 1 000 read all of that date's 33 000 entries, and a page " +
  "ran past the portal's 5 s socket timeout to the store. On MongoDB the index {next_inspection_date, id} serves each page.";

/** One measured day, as the report keeps it. */
export interface ReminderRow extends ReminderRunFigures, ReminderSize {
  readonly profile: string;
  readonly day: string;
  /** Writing the users and entries into the store (not part of the run). */
  readonly seedMs: number;
  /** The run and its delivery. */
  readonly wallMs: number;
  /** Reminders (customers notified) per second of the wall time. */
  readonly perSecond: number;
}

const DAY = "2027-03-01";
const REMINDER_RUN = join(import.meta.dirname, "reminderRun.ts");
const ROOT = join(import.meta.dirname, "..", "..");

/** The measured days: each entry's next inspection date by its number. */
const DAYS: readonly { readonly name: string; readonly nextOf: (i: number) => string }[] = [
  { name: "ordinary", nextOf: (i) => addDays("2026-09-01", (i * 7919) % 365) },
  { name: "worst", nextOf: (i) => addDays(DAY, [30, 7, -1][i % 3] ?? 30) },
];

function* users(size: ReminderSize) {
  for (let i = 0; i < size.customers; i++) {
    const id = 10_000 + i;
    yield {
      id,
      login: `bench.${id}`,
      password_hash: "scrypt$unused",
      role: i % 3 ? "company" : "person",
      corporate: i % 3 ? 1 : 0,
      discount: "0",
      info: {
        first_name: "Bench",
        last_name: `${id}`,
        middle_name: "",
        tin: "123456789",
        phone: "",
        email: `c${id}@example.uz`,
      },
    };
  }
}

function* entries(size: ReminderSize, nextOf: (i: number) => string) {
  for (let i = 0; i < size.entries; i++) {
    yield {
      id: 1 + i,
      user_id: 10_000 + (i % size.customers),
      device_id: 40 + (i % 20),
      country_id: 1,
      area_of_use_id: 14,
      inspection_date: "2026-01-01",
      next_inspection_date: nextOf(i),
      serial_number: `SN-${i}`,
    };
  }
}

/** Documents in batches of `size`. */
function* batches<T>(docs: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const doc of docs) {
    batch.push(doc);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** JSON lines in NeDB's own file format, written straight (inserting 100 000 one by one takes minutes). */
function writeNedb(path: string, docs: Iterable<Record<string, unknown>>) {
  let n = 0;
  writeFileSync(path, "");
  for (const batch of batches(docs, 10_000)) {
    const lines = batch.map((doc) => JSON.stringify({ _id: `b${n++}`, ...doc }));
    writeFileSync(path, `${lines.join("\n")}\n`, { flag: "a" });
  }
}

async function insertMongo(url: string, database: string, size: ReminderSize, nextOf: (i: number) => string) {
  const { MongoClient } = await import("mongodb");
  const client = new MongoClient(url);
  try {
    const db = client.db(database);
    for (const batch of batches(users(size), 1000)) await db.collection(COLLECTIONS.users).insertMany(batch);
    for (const batch of batches(entries(size, nextOf), 1000))
      await db.collection(COLLECTIONS.selfDevices).insertMany(batch);
  } finally {
    await client.close();
  }
}

async function dropMongo(url: string, database: string) {
  const { MongoClient } = await import("mongodb");
  const client = new MongoClient(url);
  try {
    await client.db(database).dropDatabase();
  } finally {
    await client.close();
  }
}

/** Runs reminderRun.ts on a seeded store; answers what it printed. */
async function runJob(spec: ReminderRunSpec, logFile: string): Promise<ReminderRunFigures> {
  const child = spawn(
    process.execPath,
    ["--expose-gc", "--import", "tsx", REMINDER_RUN, JSON.stringify(spec)],
    {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const kill = () => child.kill("SIGKILL");
  process.once("exit", kill);
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.pipe(createWriteStream(logFile, { flags: "a" }));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  process.off("exit", kill);
  const last = out.trim().split("\n").at(-1);
  if (code !== 0 || !last) throw new Error(`the reminder run exited with ${code}; see ${logFile}`);
  return JSON.parse(last) as ReminderRunFigures;
}

export interface ReminderBenchOptions {
  readonly profile: "embedded" | "production";
  readonly size: ReminderSize;
  /** Where the stores, mail and logs go (removed after, but for the logs). */
  readonly tmpDir: string;
  /** The MongoDB-protocol server of the production profile. */
  readonly mongoUrl?: string;
  readonly log: (line: string) => void;
}

/** The ordinary and the worst day on one profile, each on a freshly seeded store. */
export async function reminderRows(options: ReminderBenchOptions): Promise<ReminderRow[]> {
  const { profile, size, log } = options;
  if (profile === "production" && !options.mongoUrl)
    throw new Error("the production profile needs a MongoDB URL");
  const rows: ReminderRow[] = [];
  for (const { name, nextOf } of DAYS) {
    log(`reminders, ${profile}, ${name} day: ${size.entries} entries of ${size.customers} customers`);
    const dir = mkdtempSync(join(options.tmpDir, `reminders-${profile}-${name}-`));
    const database = `reminders_${name}_${Date.now()}`;
    const spec: ReminderRunSpec = {
      day: DAY,
      mailDir: join(dir, "mail"),
      ...(options.mongoUrl ? { mongo: { url: options.mongoUrl, database } } : { nedbDir: dir }),
    };
    try {
      const seeding = performance.now();
      if (options.mongoUrl) await insertMongo(options.mongoUrl, database, size, nextOf);
      else {
        writeNedb(join(dir, `${COLLECTIONS.users}.db`), users(size));
        writeNedb(join(dir, `${COLLECTIONS.selfDevices}.db`), entries(size, nextOf));
      }
      const seedMs = Math.round(performance.now() - seeding);
      const figures = await runJob(spec, join(options.tmpDir, `reminders-${profile}-${name}.log`));
      const wallMs = figures.runMs + figures.deliveryMs;
      const row: ReminderRow = {
        profile,
        day: name,
        ...size,
        seedMs,
        ...figures,
        wallMs,
        perSecond: Math.round((figures.notifications / Math.max(wallMs, 1)) * 1000 * 10) / 10,
      };
      log(
        `  ${row.matched} entries matched, ${row.notifications} notifications, ${row.sent} mails (${row.emlFiles} .eml); run ${row.runMs} ms + delivery ${row.deliveryMs} ms; RSS ${row.rssBeforeMb} → ${row.rssRunPeakMb} MB, process peak ${row.rssProcessPeakMb} MB`,
      );
      rows.push(row);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      if (options.mongoUrl) await dropMongo(options.mongoUrl, database).catch(() => undefined);
    }
  }
  return rows;
}
