import { randomBytes } from "node:crypto";
import { parseSom } from "@portal/domain";
import { type ClickStandIn, type PaymeStandIn, startClickStandIn, startPaymeStandIn } from "@portal/payments";
import { expect } from "chai";
import type { PortalClient } from "./client";
import { verificationAppeal } from "./fixtures";
import type { TestPortal } from "./server";

/** Both payment stand-ins, registered with the portal the tests start after them. */
export interface PaymentStandIns {
  readonly payme: PaymeStandIn;
  readonly click: ClickStandIn;
  /** What the portal is configured with: the stand-ins' checkouts, its cashbox, service and keys. */
  readonly env: NodeJS.ProcessEnv;
  readonly paymeKey: string;
  /** Points the stand-ins at the portal's endpoints once it listens. */
  attach(portal: TestPortal): void;
  close(): Promise<void>;
}

export async function startPaymentStandIns(): Promise<PaymentStandIns> {
  let portalUrl = "";
  const paymeKey = randomBytes(18).toString("base64url");
  const clickSecret = randomBytes(18).toString("base64url");
  const merchantId = randomBytes(12).toString("hex");
  const payme = await startPaymeStandIn({
    merchantId,
    key: paymeKey,
    endpoint: () => `${portalUrl}/api/payments/payme`,
  });
  const click = await startClickStandIn({
    serviceId: "4711",
    merchantId: "8800",
    secretKey: clickSecret,
    prepareUrl: () => `${portalUrl}/api/payments/click/prepare`,
    completeUrl: () => `${portalUrl}/api/payments/click/complete`,
  });
  return {
    payme,
    click,
    paymeKey,
    env: {
      PAYME_MERCHANT_ID: merchantId,
      PAYME_KEY: paymeKey,
      PAYME_CHECKOUT_URL: payme.url,
      CLICK_SERVICE_ID: "4711",
      CLICK_MERCHANT_ID: "8800",
      CLICK_SECRET_KEY: clickSecret,
      CLICK_CHECKOUT_URL: click.checkoutBase,
    },
    attach: (portal) => {
      portalUrl = portal.url;
    },
    close: async () => {
      await payme.close();
      await click.close();
    },
  };
}

/** An invoiced appeal of the company, as its owner sees it on the appeal's page. */
export interface InvoicedAppeal {
  readonly appealId: number;
  readonly invoiceId: number;
  /** The invoice's number, as its card and receipt name it. */
  readonly contractNumber: string;
  /** So'm as decimal text, and in tiyin. */
  readonly total: string;
  readonly tiyin: bigint;
  /** The checkout addresses the page offers. */
  readonly payme: string;
  readonly click: string;
}

/** The company's verification appeal, reviewed, approved and invoiced by staff: waiting to be paid. */
export async function invoicedAppeal(company: PortalClient, staff: PortalClient): Promise<InvoicedAppeal> {
  const saved = await company.post("/front/save-appeal", verificationAppeal());
  expect(saved.status, saved.text).to.equal(200);
  const appealId = saved.json.appeal_id as number;
  for (const action of ["take_for_review", "approve"]) {
    const moved = await staff.post(`/api/appeals/${appealId}/status`, { action });
    expect(moved.status, moved.text).to.equal(200);
  }
  const invoiced = await staff.post("/recognition/create-invoice", {
    appeal_id: appealId,
    contract_number: `HF-${appealId}`,
    devices: [{ id: 1, together: 0 }],
  });
  expect(invoiced.status, invoiced.text).to.equal(200);
  const [invoice] = (await company.get(`/api/appeals/${appealId}/payments`)).json.data;
  expect(invoice.state).to.equal("unpaid");
  return {
    appealId,
    invoiceId: invoice.invoice_id,
    contractNumber: invoice.contract_number,
    total: invoice.total,
    tiyin: parseSom(invoice.total)!,
    payme: invoice.pay.payme,
    click: invoice.pay.click,
  };
}

/** The order the stand-ins' scripted scenarios take for an invoice. */
export const paymeOrder = (invoice: InvoicedAppeal) => ({
  invoice: invoice.invoiceId,
  amount: invoice.tiyin,
});
export const clickOrder = (invoice: InvoicedAppeal) => ({
  invoice: invoice.invoiceId,
  amount: invoice.total,
});
