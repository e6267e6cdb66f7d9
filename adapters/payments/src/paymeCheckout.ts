/**
 * Payme's checkout address as Payme documents it: the base address followed by the base64 of
 * `m=<merchant id>;ac.<account field>=<value>;a=<amount in tiyin>;l=<language>;c=<return address>`.
 */
export interface PaymeCheckout {
  /** The merchant's id (its cashbox), `m`. */
  readonly merchant: string;
  /** The invoice paid, `ac.invoice`. */
  readonly invoice: string;
  /** The amount in tiyin, `a`: a whole number. */
  readonly amount: number;
  /** `l`: uz, ru or en. */
  readonly lang?: string;
  /** `c`: where the customer goes back to after paying. */
  readonly callback?: string;
}

/** The checkout address of `checkout` on Payme (or a stand-in) at `base`. */
export function paymeCheckoutUrl(base: string, checkout: PaymeCheckout): string {
  const parts = [`m=${checkout.merchant}`, `ac.invoice=${checkout.invoice}`, `a=${checkout.amount}`];
  if (checkout.lang) parts.push(`l=${checkout.lang}`);
  if (checkout.callback) parts.push(`c=${checkout.callback}`);
  return `${base.replace(/\/+$/, "")}/${Buffer.from(parts.join(";"), "utf8").toString("base64")}`;
}

/**
 * Reads a checkout address (its path is the base64, which may itself hold a "/"), or the base64
 * alone. Undefined when it is not base64 of the documented parameters with a merchant, an
 * invoice and a whole positive amount.
 */
export function readPaymeCheckout(encodedOrUrl: string): PaymeCheckout | undefined {
  let encoded: string;
  try {
    const path = /^https?:\/\//i.test(encodedOrUrl) ? new URL(encodedOrUrl).pathname.slice(1) : encodedOrUrl;
    encoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return undefined;
  const params = new Map<string, string>();
  for (const part of Buffer.from(encoded, "base64").toString("utf8").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at).trim(), part.slice(at + 1));
  }
  const merchant = params.get("m");
  const invoice = params.get("ac.invoice");
  const amount = params.get("a");
  if (!merchant || !invoice || !amount || !/^[1-9]\d{0,14}$/.test(amount)) return undefined;
  const lang = params.get("l");
  const callback = params.get("c");
  return {
    merchant,
    invoice,
    amount: Number(amount),
    ...(lang ? { lang } : {}),
    ...(callback ? { callback } : {}),
  };
}
