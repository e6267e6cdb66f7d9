import type Datastore from "@seald-io/nedb";

type Doc = Record<string, unknown>;
type Change = { oldDoc: Doc; newDoc: Doc };

/** NeDB's in-memory side of a write (not in its typings): every index, changed together. */
interface NedbMemory {
  _addToIndexes(doc: Doc): void;
  _removeFromIndexes(doc: Doc): void;
  _updateIndexes(oldDoc: Doc | Change[], newDoc?: Doc): void;
  _insertAsync(...args: unknown[]): Promise<unknown>;
  _updateAsync(...args: unknown[]): Promise<unknown>;
  _removeAsync(...args: unknown[]): Promise<unknown>;
}

const COMMANDS = ["_insertAsync", "_updateAsync", "_removeAsync"] as const;

/**
 * NeDB changes its memory first and appends to the file after: when the append fails (a
 * full disk), the insert, update or removal stays in memory although nothing was written.
 * Reads would then show a save that answered an error, a retry of its key would find it
 * and answer success, and a restart would lose it. Here every change a write command makes
 * to the indexes is journalled, and undone in reverse order when the command fails, so a
 * failed write leaves memory as the file has it. NeDB runs one command at a time per file;
 * an upsert's insert runs inside its update and joins the update's journal.
 */
export function rollBackFailedWrites(db: Datastore<Doc>): void {
  const memory = db as unknown as NedbMemory;
  const add = memory._addToIndexes.bind(memory);
  const remove = memory._removeFromIndexes.bind(memory);
  const update = memory._updateIndexes.bind(memory);
  let journal: Array<() => void> | undefined;

  // Each change is journalled once made: one NeDB refused and undid itself is not.
  memory._addToIndexes = (doc) => {
    add(doc);
    journal?.push(() => remove(doc));
  };
  memory._removeFromIndexes = (doc) => {
    remove(doc);
    journal?.push(() => add(doc));
  };
  memory._updateIndexes = (oldDoc, newDoc) => {
    update(oldDoc, newDoc);
    journal?.push(() =>
      Array.isArray(oldDoc)
        ? update(oldDoc.map((change) => ({ oldDoc: change.newDoc, newDoc: change.oldDoc })))
        : update(newDoc as Doc, oldDoc),
    );
  };

  for (const name of COMMANDS) {
    const run = memory[name].bind(memory);
    memory[name] = async (...args) => {
      if (journal) return run(...args);
      const own: Array<() => void> = [];
      journal = own;
      try {
        return await run(...args);
      } catch (error) {
        journal = undefined;
        for (const undo of own.reverse()) undo();
        throw error;
      } finally {
        journal = undefined;
      }
    };
  }
}
