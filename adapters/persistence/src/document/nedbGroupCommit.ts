import type Datastore from "@seald-io/nedb";
import { GroupCommit, type Waiting } from "./groupCommit";

type Store = Datastore<Record<string, unknown>>;
type Insert = Waiting<Record<string, unknown>, void>;

/**
 * Group commit of a file's inserts. NeDB runs one command at a time per file and answers
 * each insert after appending its line, so under the save load every insert waited for
 * the append of the one before, and the next append started only when a busy event loop
 * reached that completion. Here the inserts that wait together go to the file as one
 * NeDB insert of all of them: one append, one answer for each. NeDB inserts an array all
 * or none, so when a unique index refuses the group (perhaps between two of its own
 * documents) each is inserted again on its own, in order, and only the refused ones fail,
 * as they would have one at a time; any other failure (the disk) fails every member.
 */
export function groupedInserts(db: Store): GroupCommit<Record<string, unknown>, void> {
  const alone = async (insert: Insert) => {
    try {
      await db.insertAsync(insert.item);
      insert.resolve();
    } catch (error) {
      insert.reject(error);
    }
  };
  return new GroupCommit<Record<string, unknown>, void>(async (group) => {
    if (group.length > 1) {
      try {
        await db.insertAsync(group.map((insert) => insert.item));
        for (const insert of group) insert.resolve();
        return;
      } catch (error) {
        if ((error as { errorType?: string }).errorType !== "uniqueViolated") throw error;
      }
    }
    for (const insert of group) await alone(insert);
  });
}
