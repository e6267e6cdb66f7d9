import { startOneIdStandIn } from "@portal/oneid";
import { startTestPortal, type TestPortal } from "../../support/server";
import { type OwnService, type ProductionServices, startProductionServices } from "../../support/services";
import { Caller, secretsOf } from "./caller";
import { openMongoProbe, type StoreProbe, seedSecondCustomer } from "./store";
import { closePlantedLinks, plantLinksIn } from "./passwordLinks";

/** The rig's registration with its OneID stand-in. */
const ONEID_CLIENT = { clientId: "metrology-portal", clientSecret: "rig-stand-in-secret" };

/**
 * The rig's registration with the payment systems: their calls reach the use cases (the access
 * table signs them with these), and every answer is checked not to carry a key.
 */
export const RIG_PAYMENTS = {
  PAYME_MERCHANT_ID: "rig-cashbox",
  PAYME_KEY: "rig-payme-key-0123456789",
  CLICK_SERVICE_ID: "4711",
  CLICK_MERCHANT_ID: "8800",
  CLICK_SECRET_KEY: "rig-click-secret-0123456789",
} as const;

/** Limits high enough that a test of something else never meets a 429. */
export const NO_RATE_LIMITS: NodeJS.ProcessEnv = {
  RATE_LIMIT_LOGIN: "100000",
  RATE_LIMIT_LOGIN_ADDRESS: "100000",
  RATE_LIMIT_LOGIN_ACCOUNT: "100000",
  RATE_LIMIT_FEEDBACK: "100000",
  RATE_LIMIT_UPLOAD: "100000",
  RATE_LIMIT_CHECK: "100000",
};

/**
 * The production profile for one test file: FerretDB, MinIO and Redis as real processes,
 * the second customer seeded, a probe into what is stored, and portals started on demand
 * (each with its own extra environment), all stopped at the end.
 */
export interface Rig {
  readonly services: ProductionServices;
  readonly env: NodeJS.ProcessEnv;
  readonly store: StoreProbe;
  readonly secrets: readonly string[];
  /** A portal on the services, with extra environment, serving the UI in `uiDir` if given. */
  portal(extra?: NodeJS.ProcessEnv, uiDir?: string): Promise<TestPortal>;
  caller(portal: TestPortal): Caller;
  dispose(): Promise<void>;
}

/**
 * `own`: the services this file stops or restarts, started as processes of its own;
 * `base`: environment every portal of the rig gets (the seed's portal included).
 */
export async function startRig(
  ctx: Mocha.Context,
  own: readonly OwnService[] = [],
  base: NodeJS.ProcessEnv = {},
): Promise<Rig> {
  const services = await startProductionServices(ctx, { own });
  const portals: TestPortal[] = [];
  // Every portal of the rig signs customers in through the project's OneID stand-in too.
  const oneId = await startOneIdStandIn(ONEID_CLIENT);
  const env = {
    ...services.env,
    ONEID_URL: oneId.url,
    ONEID_CLIENT_ID: ONEID_CLIENT.clientId,
    ONEID_CLIENT_SECRET: ONEID_CLIENT.clientSecret,
    ...RIG_PAYMENTS,
    ...base,
  };
  const first = await startTestPortal(env); // creates the indexes and seeds the demo accounts
  portals.push(first);
  await seedSecondCustomer(env);
  const store = await openMongoProbe(env);
  const secrets = secretsOf(env);
  plantLinksIn(env);
  return {
    services,
    env,
    store,
    secrets,
    async portal(extra = {}, uiDir?: string) {
      const portal = await startTestPortal({ ...env, ...extra }, undefined, uiDir);
      portals.push(portal);
      return portal;
    },
    caller: (portal) => new Caller(portal.url, secrets),
    async dispose() {
      await Promise.all(portals.map((p) => p.stop().catch(() => undefined)));
      await store.close().catch(() => undefined);
      await closePlantedLinks();
      await oneId.close();
      await services.dispose();
    },
  };
}
