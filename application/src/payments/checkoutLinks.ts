import { type Language, type Money, PAYME_ACCOUNT_FIELD, toDecimalString } from "@portal/domain";
import type { PaymentsConfig } from "./deps";

/** The invoice to pay, as the checkout pages need it. */
export interface Checkout {
  readonly invoiceId: number;
  readonly appealId: number;
  readonly total: Money;
  readonly lang: Language;
}

/**
 * Payme's checkout as Payme documents it: its address, then the base64 of
 * `m=<merchant>;ac.invoice=<id>;a=<tiyin>;l=<language>;c=<return address>`.
 */
export function paymeCheckoutLink(config: PaymentsConfig, checkout: Checkout): string {
  const params = [
    `m=${config.paymeMerchantId}`,
    `ac.${PAYME_ACCOUNT_FIELD}=${checkout.invoiceId}`,
    `a=${checkout.total}`,
    `l=${checkout.lang}`,
    `c=${config.returnUrl(checkout.appealId)}`,
  ].join(";");
  return `${config.paymeCheckoutUrl.replace(/\/+$/, "")}/${Buffer.from(params, "utf8").toString("base64")}`;
}

/** Click's payment page as Click documents it: the service, the merchant, the amount in so'm, the invoice. */
export function clickCheckoutLink(config: PaymentsConfig, checkout: Checkout): string {
  const query = new URLSearchParams({
    service_id: config.clickServiceId,
    merchant_id: config.clickMerchantId,
    amount: toDecimalString(checkout.total),
    transaction_param: String(checkout.invoiceId),
    return_url: config.returnUrl(checkout.appealId),
  });
  return `${config.clickCheckoutUrl}?${query}`;
}

/** Both checkout links, when the portal is registered with both systems; else none (undefined). */
export function checkoutLinks(config: PaymentsConfig, checkout: Checkout) {
  const registered =
    config.paymeMerchantId !== "" && config.clickServiceId !== "" && config.clickMerchantId !== "";
  return registered
    ? { payme: paymeCheckoutLink(config, checkout), click: clickCheckoutLink(config, checkout) }
    : undefined;
}
