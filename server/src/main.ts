// The portal's server: `npm start` runs this on the embedded default profile.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { startOneIdStandIn } from "@portal/oneid";
import { startClickStandIn, startPaymeStandIn } from "@portal/payments";
import { LabCredentialsError } from "@portal/signing";
import { ConfigError, readConfig } from "./config";
import { DEMO_PASSWORD, mailOutboxDir } from "./container";
import { DataFolderInUseError } from "./dataFolderLock";
import { startServer } from "./startServer";

/**
 * A configuration the server cannot start with, or a data folder another process holds, is
 * said in one line, not a stack trace.
 */
function refuseToStart(error: unknown): never {
  const refusals = [ConfigError, DataFolderInUseError, LabCredentialsError];
  if (!refusals.some((kind) => error instanceof kind)) throw error;
  console.error(`The portal cannot start: ${(error as Error).message}`);
  process.exit(1);
}

const uiDir = join(import.meta.dirname, "..", "..", "ui", "dist");
const oneIdStandIn = await startOneIdStandInForDevelopment();
/** The portal's address once it listens: the payment stand-ins call its endpoints there. */
let portalUrl = "";
const paymentStandIns = await startPaymentStandInsForDevelopment(() => portalUrl);
const config = (() => {
  try {
    return readConfig({ ...process.env, ...oneIdStandIn?.env, ...paymentStandIns.env });
  } catch (error) {
    return refuseToStart(error);
  }
})();
const running = await startServer(config, { uiDir }).catch(refuseToStart);
portalUrl = running.url;

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
for (const { name, url } of paymentStandIns.running) {
  console.log(
    `${name}: the project's TEST payment service at ${url} (not the real ${name}; its variables in the README set a real one, PAYMENTS_STAND_IN=off none)`,
  );
}
if (config.production && !config.signing.keyFile) {
  console.warn(
    `Certificates are signed with a self-signed key kept in ${config.dataDir}/signing: set SIGNING_KEY_FILE and SIGNING_CERT_FILE to the lab's key and the certificate a CA issued for it (README, "The certificates' signature")`,
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

/**
 * A development server registered with neither payment system gets the project's stand-ins of
 * both (each only where none of its variables is set), started here on any free port unless
 * PAYME_STAND_IN_PORT or CLICK_STAND_IN_PORT fix one, with keys made for this start: "Pay with
 * Payme" and "Pay with Click" work from the first `npm start`. Production and
 * PAYMENTS_STAND_IN=off get none.
 */
async function startPaymentStandInsForDevelopment(portal: () => string) {
  const env = process.env;
  const none = { env: {}, running: [] as { name: string; url: string; close(): Promise<void> }[] };
  if (env.PORTAL_ENV?.trim() === "production" || env.PAYMENTS_STAND_IN === "off") return none;
  const unset = (...names: string[]) => names.every((name) => !env[name]?.trim());
  const secret = () => randomBytes(24).toString("base64url");
  const started = { ...none, env: {} as Record<string, string> };
  if (unset("PAYME_MERCHANT_ID", "PAYME_KEY", "PAYME_CHECKOUT_URL")) {
    const merchantId = randomBytes(12).toString("hex");
    const key = secret();
    const payme = await startPaymeStandIn({
      port: Number(env.PAYME_STAND_IN_PORT ?? 0) || 0,
      merchantId,
      key,
      endpoint: () => `${portal()}/api/payments/payme`,
    });
    started.running.push({ name: "Payme", url: payme.url, close: () => payme.close() });
    Object.assign(started.env, {
      PAYME_MERCHANT_ID: merchantId,
      PAYME_KEY: key,
      PAYME_CHECKOUT_URL: payme.url,
    });
  }
  if (unset("CLICK_SERVICE_ID", "CLICK_MERCHANT_ID", "CLICK_SECRET_KEY", "CLICK_CHECKOUT_URL")) {
    const [serviceId, merchantId, secretKey] = ["1001", "2002", secret()];
    const click = await startClickStandIn({
      port: Number(env.CLICK_STAND_IN_PORT ?? 0) || 0,
      serviceId,
      merchantId,
      secretKey,
      prepareUrl: () => `${portal()}/api/payments/click/prepare`,
      completeUrl: () => `${portal()}/api/payments/click/complete`,
    });
    started.running.push({ name: "Click", url: click.checkoutBase, close: () => click.close() });
    Object.assign(started.env, {
      CLICK_SERVICE_ID: serviceId,
      CLICK_MERCHANT_ID: merchantId,
      CLICK_SECRET_KEY: secretKey,
      CLICK_CHECKOUT_URL: click.checkoutBase,
    });
  }
  return started;
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
        for (const standIn of paymentStandIns.running) await standIn.close();
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
