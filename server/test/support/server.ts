import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { readConfig, type ServerConfig } from "../../src/config";
import type { ContainerHooks } from "../../src/container";
import { type RunningServer, startServer } from "../../src/startServer";
import { PortalClient } from "./client";

/**
 * scrypt's cost (log2 N) of a test portal: every sign-in of the suite pays it, 4 ms a hash
 * here against 100–160 ms at the production cost. The tests of the hashing itself (abuse,
 * the hasher's own) keep the production cost; production refuses one this low.
 */
export const TEST_PASSWORD_COST = "10";

export interface TestPortal {
  readonly url: string;
  readonly dataDir: string;
  readonly server: RunningServer;
  client(): PortalClient;
  signedIn(login: string): Promise<PortalClient>;
  stop(): Promise<void>;
}

/**
 * The real server on an ephemeral port. Embedded profile by default, in a throw-away
 * data directory; `env` selects the production adapters (MONGO_URL, S3_ENDPOINT, REDIS_URL).
 * With `uiDir` it also serves the built UI (the e2e suite passes ui/dist); `hooks` reach the
 * composition root (the index test records the MongoDB commands through them).
 */
export async function startTestPortal(
  env: NodeJS.ProcessEnv = {},
  dataDir?: string,
  uiDir?: string,
  hooks?: ContainerHooks,
): Promise<TestPortal> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "portal-test-"));
  // A development server with the demo accounts on either store: the tests sign them in,
  // at the lowest scrypt cost (TEST_PASSWORD_COST) unless a test asks for the real one.
  const config: ServerConfig = readConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dir,
    ...(env.PORTAL_ENV === "production"
      ? {}
      : { DEMO_ACCOUNTS: "on", PASSWORD_HASH_COST: TEST_PASSWORD_COST }),
    // The reminder scheduler's first tick would make the day's reminders in the middle of
    // whatever test is running (notices, mail, a run record): tests drive the job themselves.
    REMINDER_TICK_SECONDS: "0",
    ...env,
  });
  const server = await startServer(config, {
    logger: pino({ level: "silent" }),
    ...(uiDir ? { uiDir } : {}),
    ...(hooks ? { hooks } : {}),
  });
  return {
    url: server.url,
    dataDir: dir,
    server,
    client: () => new PortalClient(server.url),
    signedIn: (login: string) => new PortalClient(server.url).signIn(login),
    async stop() {
      await server.stop();
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
