import { basename } from "node:path";
import type Datastore from "@seald-io/nedb";
import { serialize } from "@seald-io/nedb/lib/model.js";
import { AppendHandle, type OpenForAppend, openForAppend } from "./nedbAppendHandle";
import { cutDamagedLastLine, removeStaleRewrite } from "./nedbRepair";
import { rollBackFailedWrites } from "./nedbRollback";
import { isDiskFull } from "./storageFull";

/** The part of NeDB's persistence (not in its typings) that reads and writes the data file. */
interface NedbPersistence {
  readonly filename: string;
  readonly inMemoryOnly: boolean;
  readonly modes: { readonly fileMode: number };
  afterSerialization(line: string): Promise<string>;
  persistNewStateAsync(docs: readonly unknown[]): Promise<void>;
  persistCachedDatabaseAsync(): Promise<void>;
  loadDatabaseAsync(): Promise<void>;
}

export interface DataFileOptions {
  /** How the data file is opened for appending; a test puts a full disk in between. */
  readonly openForAppend?: OpenForAppend;
  /** Where the store says what it repaired or could not do (a line for the operator). */
  readonly log?: (line: string) => void;
}

/**
 * How a NeDB file is written here, instead of NeDB's own way:
 * - each write is appended whole or not at all, through a handle kept open (AppendHandle);
 * - a write that fails leaves nothing in memory either (rollBackFailedWrites);
 * - a load first cuts a damaged last line (a write a crash or a full disk interrupted) and
 *   removes a rewrite that never finished (`<name>.db~`), and says so;
 * - a rewrite (NeDB's compaction, at load and at close) that finds the disk full removes its
 *   unfinished copy and keeps the file as it is, which holds every write already: the store
 *   still starts, and still stops cleanly, on a full disk.
 * NeDB runs one command at a time per file, and loads and rewrites in that queue too.
 */
export function manageDataFile(db: Datastore<Record<string, unknown>>, options: DataFileOptions = {}): void {
  const persistence = (db as unknown as { persistence: NedbPersistence }).persistence;
  if (persistence.inMemoryOnly) return;
  rollBackFailedWrites(db);
  const { filename } = persistence;
  const log = options.log ?? ((line: string) => console.warn(line));
  const file = new AppendHandle(filename, persistence.modes.fileMode, options.openForAppend ?? openForAppend);
  const rewrite = persistence.persistCachedDatabaseAsync.bind(persistence);
  const load = persistence.loadDatabaseAsync.bind(persistence);

  persistence.persistNewStateAsync = async (docs) => {
    let text = "";
    for (const doc of docs) text += `${await persistence.afterSerialization(serialize(doc))}\n`;
    if (text.length > 0) await file.append(text);
  };

  persistence.persistCachedDatabaseAsync = async () => {
    await file.close();
    try {
      await rewrite();
      file.replaced();
    } catch (error) {
      await removeStaleRewrite(filename).catch(() => undefined);
      if (!isDiskFull(error)) throw error;
      log(`${basename(filename)}: not rewritten (the disk is full); the file is kept as it was, whole`);
    }
  };

  persistence.loadDatabaseAsync = async () => {
    await file.close();
    if (await removeStaleRewrite(filename)) {
      log(`${basename(filename)}: removed ${basename(filename)}~, a rewrite that never finished`);
    }
    const cut = await cutDamagedLastLine(filename);
    if (cut > 0) {
      log(
        `${basename(filename)}: repaired a damaged last line: removed its ${cut} bytes, ` +
          "a write cut short by a crash or a full disk",
      );
    }
    await load();
  };
}
