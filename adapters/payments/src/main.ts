import { startClickStandIn } from "./clickStandIn";
import { startPaymeStandIn } from "./paymeStandIn";

/**
 * Both payment stand-ins on their own, for trying a payment by hand against a running portal
 * (`npm run stand-in -w @portal/payments`): PORTAL_URL (default http://127.0.0.1:3000) is
 * where they call the merchant's endpoints; PAYME_STAND_IN_PORT (8092) and
 * CLICK_STAND_IN_PORT (8093) where they listen, on PAYMENTS_STAND_IN_HOST (127.0.0.1). The
 * portal must be given the same PAYME_MERCHANT_ID, PAYME_KEY, CLICK_SERVICE_ID,
 * CLICK_MERCHANT_ID and CLICK_SECRET_KEY, and the checkout addresses printed below.
 */
const env = process.env;
const portal = (env.PORTAL_URL || "http://127.0.0.1:3000").replace(/\/+$/, "");
const host = env.PAYMENTS_STAND_IN_HOST || "127.0.0.1";

const payme = await startPaymeStandIn({
  host,
  port: Number(env.PAYME_STAND_IN_PORT || 8092),
  merchantId: env.PAYME_MERCHANT_ID || "stand-in-cashbox",
  key: env.PAYME_KEY || "stand-in-payme-key",
  endpoint: `${portal}/api/payments/payme`,
});
const click = await startClickStandIn({
  host,
  port: Number(env.CLICK_STAND_IN_PORT || 8093),
  serviceId: env.CLICK_SERVICE_ID || "1001",
  merchantId: env.CLICK_MERCHANT_ID || "2002",
  secretKey: env.CLICK_SECRET_KEY || "stand-in-click-secret",
  prepareUrl: `${portal}/api/payments/click/prepare`,
  completeUrl: `${portal}/api/payments/click/complete`,
});

console.log(`Payme stand-in (a TEST payment service, not the real Payme): PAYME_CHECKOUT_URL=${payme.url}`);
console.log(
  `Click stand-in (a TEST payment service, not the real Click): CLICK_CHECKOUT_URL=${click.checkoutBase}`,
);
console.log(`Both call the portal at ${portal}; Payme's statement for reconciliation: ${payme.url}/report`);

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void Promise.all([payme.close(), click.close()]).then(() => process.exit(0));
  });
