// `npm run migrate`: copies an embedded data folder (DATA_DIR, or --data-dir) into the MongoDB
// database and the MinIO bucket the usual variables name (MONGO_URL, MONGO_DB, S3_*), then
// verifies both. README, "Moving from the embedded profile to production".
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { INDEXES } from "@portal/persistence";
import { Client as MinioClient } from "minio";
import { type AnyBulkWriteOperation, type Db, MongoClient } from "mongodb";
import { ConfigError, readConfig, type ServerConfig } from "../config";
import {
  canonical,
  collectionChecksum,
  collectionFiles,
  DEFAULT_CONTENT_TYPE,
  readCollection,
  type StoredDocument,
  sha256,
  uploadedFiles,
} from "./nedbFiles";

/** Documents written per round trip, unless `--batch` says otherwise. */
const BATCH = 1000;
/** Files sent to MinIO at once. */
const FILE_CONCURRENCY = 8;

export interface MigrateOptions {
  readonly dataDir: string;
  readonly mongo: NonNullable<ServerConfig["mongo"]>;
  readonly s3: NonNullable<ServerConfig["s3"]>;
  /** Write into a database or bucket that already holds data from elsewhere. */
  readonly force?: boolean;
  /** Documents written per round trip (BATCH when not given). */
  readonly batch?: number;
  readonly log?: (line: string) => void;
}

export interface MigrationReport {
  readonly collections: readonly {
    readonly name: string;
    readonly documents: number;
    readonly written: number;
    readonly checksum: string;
    readonly verified: boolean;
  }[];
  readonly files: { readonly total: number; readonly written: number; readonly verified: number };
  readonly problems: readonly string[];
}

/** The target holds data that did not come from this folder, and --force was not given. */
export class ForeignTargetError extends Error {
  override readonly name = "ForeignTargetError";
}

type FileEntry = { key: string; path: string; typePath: string };

async function fileFacts(file: FileEntry): Promise<{ body: Buffer; md5: string; type: string }> {
  const body = await readFile(file.path);
  const type =
    (await readFile(file.typePath, "utf8").catch(() => DEFAULT_CONTENT_TYPE)).trim() || DEFAULT_CONTENT_TYPE;
  return { body, md5: createHash("md5").update(body).digest("hex"), type };
}

/** How long one MinIO call may take before it is given up and tried again. */
const CALL_TIMEOUT_MS = 30_000;
const CALL_ATTEMPTS = 5;

/**
 * One MinIO call, bounded in time and tried again (5 times) when it fails or does not answer:
 * a server that stops answering one request must not stall the run for ever (seen once on
 * the full-size run: three uploads never answered). Every call here is idempotent.
 */
async function patiently<T>(what: string, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${CALL_TIMEOUT_MS} ms`)), CALL_TIMEOUT_MS);
    });
    try {
      return await Promise.race([call(), timeout]);
    } catch (error) {
      if (attempt >= CALL_ATTEMPTS) throw new Error(`${what}: ${String(error)}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Runs `work` over `items`, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** Every document of a target collection, by `_id`, as the digest of its canonical text. */
async function targetDigests(db: Db, name: string): Promise<Map<string, string>> {
  const digests = new Map<string, string>();
  for await (const doc of db.collection(name).find({})) {
    digests.set(String(doc._id), sha256(canonical(doc)));
  }
  return digests;
}

/** The objects of the bucket: key → ETag (the MD5 of a file put in one part). */
async function bucketObjects(client: MinioClient, bucket: string): Promise<Map<string, string>> {
  const objects = new Map<string, string>();
  if (!(await client.bucketExists(bucket))) return objects;
  const stream = client.listObjectsV2(bucket, "", true);
  for await (const item of stream as AsyncIterable<{ name?: string; etag?: string }>) {
    if (item.name) objects.set(item.name, String(item.etag ?? "").replace(/"/g, ""));
  }
  return objects;
}

export async function migrate(options: MigrateOptions): Promise<MigrationReport> {
  const log = options.log ?? (() => {});
  const batch = options.batch ?? BATCH;
  const mongo = new MongoClient(options.mongo.url, { serverSelectionTimeoutMS: 10_000 });
  const minio = new MinioClient({
    endPoint: options.s3.endPoint,
    port: options.s3.port,
    useSSL: options.s3.useSSL,
    accessKey: options.s3.accessKey,
    secretKey: options.s3.secretKey,
  });
  const { bucket } = options.s3;
  const problems: string[] = [];
  await mongo.connect();
  try {
    const db = mongo.db(options.mongo.database);
    const names = await collectionFiles(options.dataDir);
    log(`reading ${names.length} collections of ${options.dataDir}`);
    const sources = new Map<string, Map<string, StoredDocument>>();
    for (const name of names) sources.set(name, await readCollection(join(options.dataDir, `${name}.db`)));
    const files = await uploadedFiles(options.dataDir);
    log(`${[...sources.values()].reduce((n, docs) => n + docs.size, 0)} documents, ${files.length} files`);

    // What the target holds already: ours from an earlier (perhaps interrupted) run, or foreign.
    const targets = new Map<string, Map<string, string>>();
    const foreign: string[] = [];
    const existing = (await db.listCollections({}, { nameOnly: true }).toArray())
      .map((c) => c.name)
      .filter((name) => !name.startsWith("system."));
    for (const name of new Set([...names, ...existing])) {
      const digests = await targetDigests(db, name);
      targets.set(name, digests);
      const source = sources.get(name);
      const strangers = [...digests.keys()].filter((id) => !source?.has(id)).length;
      if (strangers > 0) foreign.push(`${strangers} documents in ${name}`);
    }
    const objects = await bucketObjects(minio, bucket);
    const fileKeys = new Set(files.map((f) => f.key));
    const strangeObjects = [...objects.keys()].filter((key) => !fileKeys.has(key)).length;
    if (strangeObjects > 0) foreign.push(`${strangeObjects} files in the bucket ${bucket}`);
    if (foreign.length > 0 && !options.force) {
      throw new ForeignTargetError(
        `the target already holds data that is not from ${options.dataDir}: ${foreign.join(", ")} ` +
          `(database ${options.mongo.database}, bucket ${bucket}). Use an empty database and bucket, or --force to write into them anyway.`,
      );
    }
    if (foreign.length > 0) log(`--force: writing beside data from elsewhere (${foreign.join(", ")})`);

    // The documents: what is missing is inserted, what differs is replaced; the rest is there.
    const written = new Map<string, number>();
    for (const [name, docs] of sources) {
      const there = targets.get(name) ?? new Map<string, string>();
      // NeDB's string `_id`s become the documents' MongoDB `_id`s: a second run finds them there.
      const todo: AnyBulkWriteOperation<{ _id: string }>[] = [];
      for (const [id, doc] of docs) {
        const digest = sha256(canonical(doc));
        const held = there.get(id);
        if (held === digest) continue;
        todo.push(
          held === undefined
            ? { insertOne: { document: doc } }
            : { replaceOne: { filter: { _id: id }, replacement: doc, upsert: true } },
        );
      }
      const skipped = docs.size - todo.length;
      if (todo.length === 0) {
        log(`  ${name}: ${docs.size} documents, all there already`);
      }
      for (let i = 0; i < todo.length; i += batch) {
        await db.collection<{ _id: string }>(name).bulkWrite(todo.slice(i, i + batch), { ordered: false });
        log(`  ${name}: ${skipped + Math.min(i + batch, todo.length)}/${docs.size} documents`);
      }
      written.set(name, todo.length);
    }

    // The files: each put whole (MinIO stores an object whole or not at all), unless the same bytes are there.
    if (!(await patiently("bucket", () => minio.bucketExists(bucket)))) {
      await patiently("bucket", () => minio.makeBucket(bucket, "us-east-1"));
    }
    let filesWritten = 0;
    let filesDone = 0;
    const step = Math.max(1, Math.floor(files.length / 20));
    await eachLimited(files, FILE_CONCURRENCY, async (file) => {
      const facts = await fileFacts(file);
      if (objects.get(file.key) !== facts.md5) {
        await patiently(`put ${file.key}`, () =>
          minio.putObject(bucket, file.key, facts.body, facts.body.length, { "Content-Type": facts.type }),
        );
        filesWritten++;
      }
      filesDone++;
      if (filesDone % step === 0 || filesDone === files.length) log(`  files: ${filesDone}/${files.length}`);
    });

    // The indexes the portal makes at start, made the same way (the portal's own call is then a
    // no-op), so the unique ones hold from the first request. With this tool's client: the
    // portal's fails fast, and an index over 100 000 documents takes longer than it waits.
    log("creating the indexes");
    for (const [name, specs] of Object.entries(INDEXES)) {
      for (const spec of specs) {
        await db.collection(name).createIndex({ ...spec.fields }, { unique: spec.unique ?? false });
      }
    }

    // Verification: every collection read back whole, every file's MD5 and type asked of MinIO.
    log("verifying");
    const collections: MigrationReport["collections"][number][] = [];
    for (const [name, docs] of sources) {
      const expected = new Map([...docs].map(([id, doc]) => [id, sha256(canonical(doc))]));
      const actual = await targetDigests(db, name);
      for (const id of actual.keys()) if (!expected.has(id)) actual.delete(id); // --force: others' documents
      const checksum = collectionChecksum(expected);
      const verified = actual.size === expected.size && collectionChecksum(actual) === checksum;
      if (!verified) {
        const missing = [...expected.keys()].filter((id) => !actual.has(id)).length;
        const differing = [...expected].filter(([id, d]) => actual.has(id) && actual.get(id) !== d).length;
        problems.push(`${name}: ${missing} documents missing, ${differing} different in the database`);
      }
      collections.push({ name, documents: docs.size, written: written.get(name) ?? 0, checksum, verified });
    }
    let filesVerified = 0;
    await eachLimited(files, FILE_CONCURRENCY * 2, async (file) => {
      const facts = await fileFacts(file);
      const stat = await patiently(`stat ${file.key}`, () => minio.statObject(bucket, file.key)).catch(
        () => undefined,
      );
      const type = (stat?.metaData as Record<string, string> | undefined)?.["content-type"];
      if (stat?.etag.replace(/"/g, "") === facts.md5 && type === facts.type) filesVerified++;
      else
        problems.push(
          `file ${file.key}: ${stat ? `MD5 ${stat.etag} and type ${type} in the bucket` : "missing"}`,
        );
    });
    return {
      collections,
      files: { total: files.length, written: filesWritten, verified: filesVerified },
      problems,
    };
  } finally {
    await mongo.close();
  }
}

export function formatMigration(report: MigrationReport): string {
  const rows = report.collections.map(
    (c) =>
      `  ${c.name.padEnd(26)} ${String(c.documents).padStart(8)} ${String(c.written).padStart(8)}  ${c.checksum.slice(0, 16)}  ${c.verified ? "ok" : "DIFFERS"}`,
  );
  return [
    `  ${"collection".padEnd(26)} ${"docs".padStart(8)} ${"written".padStart(8)}  ${"sha-256".padEnd(16)}  verified`,
    ...rows,
    `  ${"files".padEnd(26)} ${String(report.files.total).padStart(8)} ${String(report.files.written).padStart(8)}  ${"(MD5 + type)".padEnd(16)}  ${report.files.verified}/${report.files.total}`,
    ...(report.problems.length > 0
      ? ["", "Problems:", ...report.problems.slice(0, 50).map((p) => `  - ${p}`)]
      : []),
  ].join("\n");
}

const USAGE = `npm run migrate -- [--data-dir DIR] [--force] [--batch N]
  Copies the embedded data folder (DATA_DIR, ./data by default) into the database of MONGO_URL/MONGO_DB
  and the bucket of S3_ENDPOINT/S3_ACCESS_KEY/S3_SECRET_KEY/S3_BUCKET, then verifies both.
  Run it again after an interruption: it copies what is missing. Stop the embedded portal first.
  --force   write even though the database or bucket holds data that is not from this folder
  --batch   documents written per round trip (default ${BATCH})`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      "data-dir": { type: "string" },
      force: { type: "boolean", default: false },
      batch: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const config = readConfig({
    ...process.env,
    ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}),
  });
  if (!config.mongo || !config.s3) {
    console.error(
      "migrate: set MONGO_URL (and MONGO_DB) and S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY, S3_BUCKET",
    );
    console.error(USAGE);
    return 2;
  }
  const batch = values.batch === undefined ? BATCH : Number(values.batch);
  if (!Number.isSafeInteger(batch) || batch < 1) {
    console.error(`migrate: --batch takes a whole number of documents, 1 or more (not "${values.batch}")`);
    return 2;
  }
  const started = Date.now();
  const report = await migrate({
    dataDir: config.dataDir,
    mongo: config.mongo,
    s3: config.s3,
    force: values.force,
    batch,
    log: (line) => console.log(line),
  });
  console.log(`\n${formatMigration(report)}`);
  const ok = report.problems.length === 0;
  console.log(
    ok
      ? `\nMIGRATION VERIFIED in ${((Date.now() - started) / 1000).toFixed(1)} s`
      : "\nMIGRATION NOT VERIFIED: run it again",
  );
  return ok ? 0 : 1;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ForeignTargetError || error instanceof ConfigError) {
        console.error(`migrate: ${error.message}`);
        process.exit(3);
      }
      console.error("migrate failed:", error);
      process.exit(1);
    },
  );
}
