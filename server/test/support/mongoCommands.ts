import { QUERY_COMMANDS, type SentCommand } from "@portal/testkit/indexUse";
import type { ContainerHooks } from "../../src/container";

/** What is recorded: the queries, and the indexes made, to check the queries against. */
const KEPT = new Set([...QUERY_COMMANDS, "createIndexes"]);

/**
 * Every query and index command the portals of a suite sent to MongoDB, seen through the
 * driver's command monitoring (`monitorCommands`, the `commandStarted` event).
 */
export class MongoCommandLog {
  readonly commands: SentCommand[] = [];

  /** Pass to startTestPortal: the portal's MongoDB client reports each command here. */
  readonly hooks: ContainerHooks = {
    mongoCommands: (event) => {
      if (!KEPT.has(event.commandName)) return;
      // The driver reuses nothing of the command once sent, but a copy keeps it plain JSON-like.
      this.commands.push({
        commandName: event.commandName,
        databaseName: event.databaseName,
        command: { ...event.command },
      });
    },
  };
}
