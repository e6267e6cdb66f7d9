import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";

/** A document as the tools see it: NeDB's `_id` kept (it becomes the MongoDB `_id`). */
export type StoredDocument = Record<string, unknown> & { _id: string };

/** NeDB writes dates as `{"$$date": ms}`; this reads them back as Dates, as NeDB's loader does. */
const revive = (key: string, value: unknown): unknown => {
  if (key === "$$date") return new Date(value as number);
  if (value !== null && typeof value === "object" && "$$date" in value)
    return (value as { $$date: unknown }).$$date;
  return value;
};

/** The collections of an embedded data folder: one `<name>.db` file each. */
export async function collectionFiles(dataDir: string): Promise<string[]> {
  const names = await readdir(dataDir);
  return names
    .filter((name) => name.endsWith(".db"))
    .map((name) => name.slice(0, -3))
    .sort();
}

/**
 * The documents of one NeDB data file, read without NeDB (which rewrites the file when it
 * loads it): each line is a document, a later line with the same `_id` replaces it, a
 * `$$deleted` line removes it, index lines are skipped. A damaged last line (a write cut
 * short) is dropped, as the portal's own loader does; a damaged line elsewhere is an error.
 */
export async function readCollection(file: string): Promise<Map<string, StoredDocument>> {
  const docs = new Map<string, StoredDocument>();
  const lines = createInterface({
    input: createReadStream(file, "utf8"),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let damaged: { line: number; text: string } | undefined;
  let number = 0;
  for await (const line of lines) {
    number++;
    if (line.trim() === "") continue;
    if (damaged)
      throw new Error(`${file}: line ${damaged.line} cannot be read: ${damaged.text.slice(0, 80)}`);
    let doc: Record<string, unknown>;
    try {
      doc = JSON.parse(line, revive) as Record<string, unknown>;
    } catch {
      damaged = { line: number, text: line };
      continue;
    }
    if ("$$indexCreated" in doc || "$$indexRemoved" in doc) continue;
    const id = doc._id;
    if (typeof id !== "string") throw new Error(`${file}: line ${number} has no _id`);
    if (doc.$$deleted === true) docs.delete(id);
    else docs.set(id, doc as StoredDocument);
  }
  return docs;
}

/**
 * One text for a document whatever store it was read from: keys sorted, dates as ISO text.
 * Two stores hold the same document when these are equal.
 */
export function canonical(value: unknown): string {
  if (value instanceof Date) return `{"$date":${JSON.stringify(value.toISOString())}}`;
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export const sha256 = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

/** A collection's checksum: its documents' canonical texts' digests, in `_id` order. */
export function collectionChecksum(digests: ReadonlyMap<string, string>): string {
  const hash = createHash("sha256");
  for (const id of [...digests.keys()].sort()) hash.update(`${id}:${digests.get(id)}\n`);
  return hash.digest("hex");
}

/** Every uploaded file of an embedded folder: `<dataDir>/uploads/<folder>/<name>`, its key `folder/name`. */
export async function uploadedFiles(
  dataDir: string,
): Promise<{ key: string; path: string; typePath: string }[]> {
  const root = join(dataDir, "uploads");
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  const files: { key: string; path: string; typePath: string }[] = [];
  for (const folder of folders) {
    // `.tmp` (writes in progress) and `.content-types` are not uploads.
    if (!folder.isDirectory() || folder.name.startsWith(".")) continue;
    for (const name of (await readdir(join(root, folder.name))).sort()) {
      files.push({
        key: `${folder.name}/${name}`,
        path: join(root, folder.name, name),
        typePath: join(root, ".content-types", folder.name, name),
      });
    }
  }
  return files;
}

/** What the embedded file store answers for a file whose type was never written. */
export const DEFAULT_CONTENT_TYPE = "application/octet-stream";
