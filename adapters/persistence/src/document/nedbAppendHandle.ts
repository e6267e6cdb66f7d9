import { type FileHandle, open } from "node:fs/promises";
import type Datastore from "@seald-io/nedb";
import { serialize } from "@seald-io/nedb/lib/model.js";

/** How long a data file may stay open without a write. */
const IDLE_MS = 1000;

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
  let writing = 0;
  let lastWrite = 0;
  let armed = false;
  const rewrite = persistence.persistCachedDatabaseAsync.bind(persistence);

  const close = async (): Promise<void> => {
    const opened = file;
    file = undefined;
    if (opened) await (await opened.catch(() => undefined))?.close();
  };
  // A file left unwritten for a while is closed, so a store that is dropped without being
  // closed (tests do) leaves no handle for the garbage collector to close.
  const closeWhenIdle = (): void => {
    armed = false;
    const quiet = Date.now() - lastWrite;
    if (writing > 0 || quiet < IDLE_MS) arm(Math.max(1, IDLE_MS - quiet));
    else close().catch(() => undefined);
  };
  const arm = (ms: number): void => {
    armed = true;
    setTimeout(closeWhenIdle, ms).unref();
  };

  const append = async (text: string): Promise<void> => {
    writing++;
    try {
      file ??= open(persistence.filename, "a", persistence.modes.fileMode);
      const handle = await file.catch((error: unknown) => {
        file = undefined;
        throw error;
      });
      const bytes = Buffer.from(text);
      for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at)).bytesWritten;
    } finally {
      writing--;
      lastWrite = Date.now();
      if (!armed) arm(IDLE_MS);
    }
  };

  persistence.persistNewStateAsync = async (docs) => {
    let text = "";
    for (const doc of docs) text += `${await persistence.afterSerialization(serialize(doc))}\n`;
    if (text.length > 0) await append(text);
  };
  persistence.persistCachedDatabaseAsync = async () => {
    await close();
    await rewrite();
  };
}
