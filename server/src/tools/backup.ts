// `npm run backup -- TARGET`: a consistent snapshot of an embedded portal's data folder (DATA_DIR,
// or --data-dir), taken while it runs, into the folder TARGET or, for a name ending in .tar.gz, an
// archive. README, "Backups".
import { spawnSync } from "node:child_process";
import { copyFile, cp, mkdir, mkdtemp, open, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { SIGNING_FOLDER } from "@portal/signing";
import { collectionFiles, readCollection, uploadedFiles } from "./nedbFiles";

export interface BackupReport {
  readonly target: string;
  readonly collections: Readonly<Record<string, number>>;
  readonly files: number;
}

/**
 * Copies the folder so that the copy is a state the running portal did pass through:
 * - The data files. NeDB appends every write to its file, and rewrites a file only at a
 *   start or a stop, by renaming a new one over it. Every file is opened first, then all their
 *   lengths are read, again and again until two readings in a row agree (no write landed in
 *   between: the lengths are the folder at one instant); each file is copied up to its length,
 *   cut after its last whole line. An open file keeps what it held even if a stop renames a
 *   rewrite over it. The copy holds what a crash at that instant would have left, which the
 *   store starts from.
 * - Then the uploads. A file is stored before the record naming it, and never changed or
 *   removed afterwards (a failed save removes only a file no record names), so every file a
 *   copied record names is there when the uploads are copied after the data. Each is written
 *   by a rename, so each is copied whole.
 * - The other files of the folder (the generated CSRF key) as they are, and the lab's
 *   signing key and certificate (`signing/`).
 */
export async function backup(dataDir: string, target: string): Promise<BackupReport> {
  const existing = await readdir(target).catch(() => undefined);
  if (existing && existing.length > 0) throw new Error(`${target} is not empty: give a new or empty folder`);
  await mkdir(target, { recursive: true });

  const names = await collectionFiles(dataDir);
  const handles = await Promise.all(names.map((name) => open(join(dataDir, `${name}.db`), "r")));
  try {
    // Files only grow between rewrites: two readings of every length that agree mean no write
    // landed anywhere between them, so the lengths are the whole folder at one instant.
    const sizes = () => Promise.all(handles.map(async (handle) => (await handle.stat()).size));
    let lengths = await sizes();
    for (let attempt = 0; attempt < 1000; attempt++) {
      const again = await sizes();
      if (again.every((size, i) => size === lengths[i])) break;
      lengths = again;
    }
    for (const [i, name] of names.entries()) {
      const buffer = Buffer.alloc(lengths[i]!);
      let read = 0;
      while (read < buffer.length) {
        const { bytesRead } = await handles[i]!.read(buffer, read, buffer.length - read, read);
        if (bytesRead === 0) break;
        read += bytesRead;
      }
      const whole = buffer.subarray(0, buffer.lastIndexOf(0x0a, read - 1) + 1);
      await writeFile(join(target, `${name}.db`), whole);
    }
  } finally {
    await Promise.all(handles.map((handle) => handle.close()));
  }

  const files = await uploadedFiles(dataDir);
  for (const file of files) {
    const relative = file.path.slice(dataDir.length + 1);
    const typeRelative = file.typePath.slice(dataDir.length + 1);
    await mkdir(dirname(join(target, relative)), { recursive: true });
    await copyFile(file.path, join(target, relative));
    if (await stat(file.typePath).catch(() => undefined)) {
      await mkdir(dirname(join(target, typeRelative)), { recursive: true });
      await copyFile(file.typePath, join(target, typeRelative));
    }
  }
  for (const entry of await readdir(dataDir, { withFileTypes: true })) {
    if (entry.isFile() && !entry.name.endsWith(".db") && !entry.name.endsWith(".db~")) {
      await copyFile(join(dataDir, entry.name), join(target, entry.name));
    }
  }
  // The lab's signing key and certificate: a portal restored without them would sign with a
  // new key, and the certificates signed before would no longer verify as the lab's.
  if (await stat(join(dataDir, SIGNING_FOLDER)).catch(() => undefined)) {
    await cp(join(dataDir, SIGNING_FOLDER), join(target, SIGNING_FOLDER), { recursive: true });
  }

  // The copy must load: every collection is read back as the portal would read it.
  const collections: Record<string, number> = {};
  for (const name of names) collections[name] = (await readCollection(join(target, `${name}.db`))).size;
  const report = { target, collections, files: files.length };
  await writeFile(
    join(target, "BACKUP.json"),
    `${JSON.stringify({ created_at: new Date().toISOString(), source: resolve(dataDir), ...report }, null, 2)}\n`,
  );
  return report;
}

const USAGE = `npm run backup -- TARGET [--data-dir DIR]
  Copies the embedded portal's data folder (DATA_DIR, ./data by default), also while it runs,
  into the new or empty folder TARGET, or into the archive TARGET when it ends in .tar.gz.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, help: { type: "boolean", default: false } },
  });
  const target = positionals[0];
  if (values.help || !target) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const dataDir = resolve(values["data-dir"] ?? process.env.DATA_DIR ?? "./data");
  const started = Date.now();
  const archive = target.endsWith(".tar.gz");
  const folder = archive ? await mkdtemp(join(tmpdir(), "portal-backup-")) : resolve(target);
  try {
    const report = await backup(dataDir, folder);
    if (archive) {
      const tar = spawnSync("tar", ["-czf", resolve(target), "-C", folder, "."], { stdio: "inherit" });
      if (tar.status !== 0) throw new Error(`tar failed (${tar.status ?? tar.signal})`);
    }
    const documents = Object.values(report.collections).reduce((a, b) => a + b, 0);
    console.log(
      `backup of ${dataDir}: ${Object.keys(report.collections).length} collections, ${documents} documents, ` +
        `${report.files} files in ${archive ? resolve(target) : folder} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    return 0;
  } finally {
    if (archive) await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
