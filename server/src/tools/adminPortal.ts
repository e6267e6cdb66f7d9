import { type AccountUseCases, type Lifecycle, TOKENS } from "@portal/application";
import { readConfig } from "../config";
import { buildContainer } from "../container";
import { csrfSecretOf } from "../csrfSecret";
import { takeDataFolderLock } from "../dataFolderLock";

export type { Failure } from "@portal/application";

/**
 * The accounts module on the store the server's variables name, opened as the server opens
 * it: on the embedded store the data folder is taken for this process (a running portal
 * refuses it, DataFolderInUseError), so that two processes never write one folder.
 */
export async function resolvePortalAccounts(env: NodeJS.ProcessEnv) {
  const config = readConfig(env);
  const lock = config.mongo ? undefined : takeDataFolderLock(config.dataDir);
  try {
    const container = await buildContainer(config, csrfSecretOf(config));
    const lifecycles = container.isBound(TOKENS.Lifecycle)
      ? container.getAll<Lifecycle>(TOKENS.Lifecycle)
      : [];
    for (const lifecycle of lifecycles) await lifecycle.start();
    return {
      accounts: container.get<AccountUseCases>(TOKENS.AccountUseCases),
      store: config.mongo
        ? `MongoDB database "${config.mongo.database}"`
        : `the embedded store in ${config.dataDir}`,
      async close() {
        for (const lifecycle of [...lifecycles].reverse()) await lifecycle.stop().catch(() => undefined);
        lock?.release();
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
