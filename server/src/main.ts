// The portal's server: `npm start` runs this on the embedded default profile.
import { join } from "node:path";
import { ConfigError, readConfig } from "./config";
import { DEMO_PASSWORD, mailOutboxDir } from "./container";
import { DataFolderInUseError } from "./dataFolderLock";
import { startServer } from "./startServer";

/**
 * A configuration the server cannot start with, or a data folder another process holds, is
 * said in one line, not a stack trace.
 */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError || error instanceof DataFolderInUseError)) throw error;
  console.error(`The portal cannot start: ${error.message}`);
  process.exit(1);
}

const uiDir = join(import.meta.dirname, "..", "..", "ui", "dist");
const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    return refuseToStart(error);
  }
})();
const running = await startServer(config, { uiDir }).catch(refuseToStart);

const profile = [
  config.mongo ? "MongoDB" : `embedded store in ${config.dataDir}`,
  config.s3 ? "MinIO" : "files on disk",
  config.redisUrl ? "Redis" : "in-process sessions",
  config.mail.smtpUrl ? "mail over SMTP" : `mail as .eml files in ${mailOutboxDir(config.dataDir)}`,
].join(", ");
console.log(`Metrology portal listening on ${running.url} (${profile})`);
if (config.demoAccounts) {
  console.log(
    `Demo accounts: demo.person, demo.company, demo.staff, demo.reviewer — password ${DEMO_PASSWORD}`,
  );
}

// A graceful stop (README, "Operating"): no new connections, the requests in flight answered
// for up to SHUTDOWN_GRACE_MS, then the clients of MongoDB, Redis... closed; exit 0.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(
      `${signal}: stopping; answering the requests in flight for up to ${config.shutdownGraceMs} ms`,
    );
    running.stop().then(
      ({ cut }) => {
        console.log(cut > 0 ? `stopped; ${cut} requests unanswered at the deadline were cut` : "stopped");
        process.exit(0);
      },
      (error: unknown) => {
        console.error("the stop failed:", error);
        process.exit(1);
      },
    );
  });
}
