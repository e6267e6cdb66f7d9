// The full-size run of `npm run migrate` (README): an embedded folder of MIGRATE_APPEALS
// (100 000) appeals and their files, migrated into FerretDB (on PostgreSQL unless
// FERRETDB_BACKEND=sqlite) and MinIO started here, killed with
// SIGKILL once half the appeals are written, run again to the end, then a third time.
// `node --import tsx server/soak/migrateFullSize.ts`
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ferretDbBackend, startFerretDb, startMinio } from "@portal/testkit";
import { generateEmbeddedFolder } from "../test/support/embeddedFolder";

const appeals = Number(process.env.MIGRATE_APPEALS ?? 100_000);
const dataDir = mkdtempSync(join(tmpdir(), "portal-migrate-full-"));
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(0)} s`;

let started = Date.now();
console.log(`generating ${appeals} appeals and their files in ${dataDir}`);
const made = await generateEmbeddedFolder(dataDir, appeals, (line) => console.log(line));
console.log(`generated ${made.appeals} appeals, ${made.files} files in ${seconds(started)}`);
const [mongo, minio] = await Promise.all([startFerretDb(), startMinio()]);
console.log(`FerretDB on its ${ferretDbBackend()} backend, MinIO at ${minio.url}`);
const env = {
  ...process.env,
  MONGO_URL: mongo.url,
  MONGO_DB: "migrated",
  S3_ENDPOINT: minio.url,
  S3_ACCESS_KEY: minio.accessKey,
  S3_SECRET_KEY: minio.secretKey,
  S3_BUCKET: "portal-migrated",
};

function run(label: string, killAt?: number): Promise<number | null> {
  return new Promise((resolve) => {
    const from = Date.now();
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "src/tools/migrate.ts", "--data-dir", dataDir],
      {
        cwd: join(import.meta.dirname, ".."),
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      for (const line of text.split("\n").filter((l) => l !== "")) console.log(`[${label}] ${line}`);
      const done = /^ {2}appeals: (\d+)\//m.exec(text);
      if (killAt !== undefined && done && Number(done[1]) >= killAt && child.exitCode === null) {
        console.log(`[${label}] kill -9 after ${seconds(from)}`);
        child.kill("SIGKILL");
      }
    });
    child.once("exit", (code, signal) => {
      console.log(`[${label}] ended (${signal ?? code}) after ${seconds(from)}`);
      resolve(code);
    });
  });
}

try {
  started = Date.now();
  await run("first", Math.floor(made.appeals / 2));
  const second = await run("second");
  const third = await run("third");
  console.log(`\nsecond run exit ${second}, third run exit ${third}; all three in ${seconds(started)}`);
  process.exitCode = second === 0 && third === 0 ? 0 : 1;
} finally {
  await Promise.allSettled([mongo.dispose(), minio.dispose()]);
  rmSync(dataDir, { recursive: true, force: true });
}
