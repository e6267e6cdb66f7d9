import { startOneIdStandIn } from "./standIn";

/**
 * The OneID stand-in on its own, for `npm start` and for trying the sign-in by hand:
 * ONEID_STANDIN_PORT (default 8091), ONEID_STANDIN_HOST (default 127.0.0.1), and the
 * portal's ONEID_CLIENT_ID and ONEID_CLIENT_SECRET, which the portal must be given too.
 */
const standIn = await startOneIdStandIn({
  host: process.env.ONEID_STANDIN_HOST || "127.0.0.1",
  port: Number(process.env.ONEID_STANDIN_PORT || 8091),
  clientId: process.env.ONEID_CLIENT_ID || "metrology-portal",
  clientSecret: process.env.ONEID_CLIENT_SECRET || "stand-in-secret",
});

console.log(`OneID stand-in (a TEST identity service, not the real OneID) at ${standIn.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
