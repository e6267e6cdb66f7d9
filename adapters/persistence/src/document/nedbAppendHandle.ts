import { type FileHandle, open } from "node:fs/promises";
import type Datastore from "@seald-io/nedb";
import { serialize } from "@seald-io/nedb/lib/model.js";

/** The part of NeDB's persistence (not in its typings) that writes the data file. */
interface NedbPersistence {
  readonly filename: string;
  readonly inMemoryOnly: boolean;
  readonly modes: { readonly fileMode: number };
  afterSerialization(line: string): Promise<string>;
  persistNewStateAsync(docs: readonly unknown[]): Promise<void>;
  persistCachedDatabaseAsync(): Promise<void>;
}

/**
 * NeDB appends each write to its file with `fs.appendFile`: open, write and close, three
 * trips through libuv's thread pool, each waiting its turn on a busy event loop; NeDB runs
 * one command at a time per file, so under the save load every appeal and id claim queued
 * behind them (the profile of the embedded saves). Here the file stays open in append mode
 * between writes: one trip per write, the same lines in the same order, and no fsync, as
 * before. It is closed before NeDB rewrites the file (its compaction, at load and at close),
 * so the next write opens the new file; the rewrite runs in NeDB's queue, between writes.
 */
export function keepDataFileOpen(db: Datastore<Record<string, unknown>>): void {
  const persistence = (db as unknown as { persistence: NedbPersistence }).persistence;
  if (persistence.inMemoryOnly) return;
  let file: Promise<FileHandle> | undefined;
  const rewrite = persistence.persistCachedDatabaseAsync.bind(persistence);

  const append = async (text: string): Promise<void> => {
    file ??= open(persistence.filename, "a", persistence.modes.fileMode);
    const handle = await file.catch((error: unknown) => {
      file = undefined;
      throw error;
    });
    const bytes = Buffer.from(text);
    for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at)).bytesWritten;
  };

  persistence.persistNewStateAsync = async (docs) => {
    let text = "";
    for (const doc of docs) text += `${await persistence.afterSerialization(serialize(doc))}\n`;
    if (text.length > 0) await append(text);
  };
  persistence.persistCachedDatabaseAsync = async () => {
    const open = file;
    file = undefined;
    if (open) await (await open.catch(() => undefined))?.close();
    await rewrite();
  };
}
