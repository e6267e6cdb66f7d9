// The portal's server: `npm start` runs this on the embedded default profile.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startOneIdStandIn } from "@portal/oneid";
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
const oneIdStandIn = await startOneIdStandInForDevelopment();
const config = (() => {
  try {
    return readConfig({ ...process.env, ...oneIdStandIn?.env });
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
if (oneIdStandIn) {
  console.log(
    `OneID: the project's TEST identity service at ${oneIdStandIn.standIn.url} (not the real OneID; ONEID_URL sets a real one, ONEID_STAND_IN=off none)`,
  );
}
if (config.demoAccounts) {
  console.log(
    `Demo accounts: demo.person, demo.company, demo.staff, demo.staff.branch, demo.reviewer, demo.admin — password ${DEMO_PASSWORD}`,
  );
}

/**
 * A development server without ONEID_URL signs customers up through the project's OneID
 * stand-in, started here (ONEID_STAND_IN_PORT, else any free port), so a newcomer meets the
 * real flow; production and ONEID_STAND_IN=off get none.
 */
async function startOneIdStandInForDevelopment() {
  const env = process.env;
  if (env.PORTAL_ENV?.trim() === "production" || env.ONEID_URL?.trim() || env.ONEID_STAND_IN === "off") {
    return undefined;
  }
  const clientId = "metrology-portal";
  const clientSecret = randomBytes(24).toString("base64url");
  const standIn = await startOneIdStandIn({
    port: Number(env.ONEID_STAND_IN_PORT ?? 0) || 0,
    clientId,
    clientSecret,
  });
  return {
    standIn,
    env: { ONEID_URL: standIn.url, ONEID_CLIENT_ID: clientId, ONEID_CLIENT_SECRET: clientSecret },
  };
}

// A graceful stop (README, "Operating"): no new connections, the requests in flight answered
// for up to SHUTDOWN_GRACE_MS, then the clients of MongoDB, Redis... closed; exit 0.
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.log(
      `${signal}: stopping; answering the requests in flight for up to ${config.shutdownGraceMs} ms`,
    );
    running.stop().then(
      async ({ cut }) => {
        await oneIdStandIn?.standIn.close();
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
