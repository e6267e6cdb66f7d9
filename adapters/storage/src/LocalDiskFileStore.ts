import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, open, readFile, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { type FileStore, StorageFullError } from "@portal/application";
import { assertFileKey } from "./fileKey";

const DEFAULT_CONTENT_TYPE = "application/octet-stream";

/**
 * The embedded profile's file store: `<root>/<folder>/<name>`. Content types live beside
 * the files in `<root>/.content-types/…` and temp files in `<root>/.tmp`; neither can clash
 * with a folder, because folder names never contain a dot.
 */
export class LocalDiskFileStore implements FileStore {
  private readonly tmpDir: string;
  private readonly typesDir: string;

  constructor(private readonly root: string) {
    this.tmpDir = join(root, ".tmp");
    this.typesDir = join(root, ".content-types");
  }

  /** Readiness: the folder exists (made on the first call) and can be written. */
  async ping(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    // Type first: a crash between the two leaves a type without a file, which reads as missing.
    await this.writeAtomically(join(this.typesDir, key), Buffer.from(contentType, "utf8"));
    await this.writeAtomically(join(this.root, key), body);
  }

  async get(key: string): Promise<{ body: Readable; size: number; contentType: string } | undefined> {
    assertFileKey(key);
    // Open before stat, so size and body belong to the same version even during an overwrite.
    const handle = await open(join(this.root, key), "r").catch(missingAsUndefined);
    if (!handle) return undefined;
    try {
      const { size } = await handle.stat();
      const contentType = await readFile(join(this.typesDir, key), "utf8").catch(missingAsUndefined);
      return { body: handle.createReadStream(), size, contentType: contentType ?? DEFAULT_CONTENT_TYPE };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    await rm(join(this.root, key), { force: true });
    await rm(join(this.typesDir, key), { force: true });
  }

  /** Temp file, fsync, rename: a crash leaves either the old file or the new one, never half. */
  private async writeAtomically(target: string, data: Buffer): Promise<void> {
    await mkdir(this.tmpDir, { recursive: true });
    await mkdir(dirname(target), { recursive: true });
    const tmp = join(this.tmpDir, randomUUID());
    try {
      const handle = await open(tmp, "wx");
      try {
        await handle.writeFile(data);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw isDiskFull(error) ? new StorageFullError("file-store", error) : error;
    }
  }
}

/** No space left, or the quota used up: the HTTP adapter answers 503 "storage full". */
const isDiskFull = (error: unknown): boolean =>
  ["ENOSPC", "EDQUOT"].includes(String((error as NodeJS.ErrnoException | null)?.code));

function missingAsUndefined(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
  throw error;
}
