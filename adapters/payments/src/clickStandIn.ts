import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatSom, parseSom, type Money, toDecimalString } from "@portal/domain";
import { type Address, addressOf, listen, notFound, postToMerchant, readForm, sendHtml } from "./standInHttp";
import { both, details, escapeHtml, layout, safeLink } from "./standInPage";

export interface ClickStandInOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
  /** The merchant's service, its merchant id and the service's secret key, as Click's cabinet gives them. */
  readonly serviceId: string;
  readonly merchantId: string;
  readonly secretKey: string;
  /** The merchant's Prepare and Complete addresses (the portal's `/api/payments/click/…`). */
  readonly prepareUrl: Address;
  readonly completeUrl: Address;
  /** Click's clock (ms), for `sign_time`. */
  readonly now?: () => number;
}

/** What to pay: an invoice (`transaction_param`, Click's `merchant_trans_id`) and its amount in so'm. */
export interface ClickOrder {
  readonly invoice: number | string;
  /** So'm as decimal text ("100800.00"). */
  readonly amount: string;
  readonly returnUrl?: string;
}

/** A call's form fields, as Click posts them. */
export type ClickFields = Readonly<Record<string, string>>;

/** One call the stand-in made and what the merchant answered. */
export interface ClickStep {
  readonly action: "prepare" | "complete";
  readonly fields: ClickFields;
  readonly status: number;
  readonly answer: ClickAnswer | undefined;
}

/** The merchant's JSON answer. */
export interface ClickAnswer {
  readonly click_trans_id?: unknown;
  readonly merchant_trans_id?: unknown;
  readonly merchant_prepare_id?: unknown;
  readonly merchant_confirm_id?: unknown;
  readonly error: number;
  readonly error_note?: string;
}

export interface ClickRun {
  readonly steps: readonly ClickStep[];
  readonly clickTransId: string;
  readonly paid: boolean;
}

/** Click's payment as its own record keeps it. */
export interface ClickTransaction {
  readonly click_trans_id: string;
  readonly click_paydoc_id: string;
  readonly merchant_trans_id: string;
  readonly amount: string;
  merchant_prepare_id: number | null;
  merchant_confirm_id: number | null;
  state: "prepared" | "paid" | "cancelled" | "refused";
}

/**
 * Click's test scenarios: a wrong sign (Prepare and Complete); an amount one tiyin off; an
 * invoice the merchant never issued; Complete repeated after the payment; Click's own failure
 * (−5017, not enough money) reported in Complete, which the merchant answers −9.
 */
export const CLICK_SCENARIOS = [
  "wrongSign",
  "wrongAmount",
  "unknownInvoice",
  "completeRepeated",
  "clickErrorInComplete",
] as const;
export type ClickScenario = (typeof CLICK_SCENARIOS)[number];

export interface ClickStandIn {
  /** http://host:port */
  readonly url: string;
  /** The payment page's address (CLICK_CHECKOUT_URL): `{url}/services/pay`. */
  readonly checkoutBase: string;
  /** The payment page of an order, as the portal builds it. */
  checkoutUrl(order: ClickOrder): string;
  /** What the page's button does: Prepare, then Complete. */
  pay(checkout: string | ClickOrder): Promise<ClickRun>;
  scenario(name: ClickScenario, order: ClickOrder): Promise<ClickRun>;
  /**
   * One call to the Prepare or Complete address, its fields Click's defaults and `fields`
   * (which may replace any of them), signed with the service's key, or `secretKey`.
   */
  call(
    action: "prepare" | "complete",
    fields: Record<string, string>,
    secretKey?: string,
  ): Promise<ClickStep>;
  transactions(): readonly ClickTransaction[];
  close(): Promise<void>;
}

const PAY_PATH = "/services/pay";
const NO_SUCH_INVOICE = "999999999";
/** Click's own error for a card without enough money, reported to the merchant in Complete. */
const INSUFFICIENT_FUNDS = { error: "-5017", error_note: "Insufficient funds" } as const;

const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");

/** `sign_time` as Click writes it: Tashkent's wall clock, `YYYY-MM-DD HH:mm:ss`. */
const signTime = (ms: number) =>
  new Date(ms + 5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace("T", " ");

/** An amount one tiyin more than `amount`. */
const oneTiyinMore = (amount: string): string => {
  const money = parseSom(amount);
  return money === undefined ? amount : toDecimalString((money + 1n) as Money);
};

/** The page's order from its query; undefined when a parameter is missing or not Click's. */
export function readClickCheckout(
  query: URLSearchParams,
  serviceId: string,
  merchantId: string,
): ClickOrder | undefined {
  const amount = query.get("amount") ?? "";
  const invoice = query.get("transaction_param") ?? "";
  if (query.get("service_id") !== serviceId || query.get("merchant_id") !== merchantId) return undefined;
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(amount) || parseSom(amount) === undefined || invoice === "")
    return undefined;
  const returnUrl = query.get("return_url") ?? "";
  return { invoice, amount, ...(returnUrl ? { returnUrl } : {}) };
}

/**
 * The project's own stand-in for Click: the payment page customers are sent to and Click's
 * SHOP-API calls (Prepare and Complete, form-encoded, signed with the service's secret key)
 * to the merchant's addresses. Every page says it is a test service.
 */
export async function startClickStandIn(options: ClickStandInOptions): Promise<ClickStandIn> {
  const now = options.now ?? Date.now;
  const record = new Map<string, ClickTransaction>();
  // Click's ids are large increasing numbers; the stand-in's start from its start time.
  let serial = Math.floor(now() / 1000) * 100;

  const sign = (fields: Record<string, string>, secretKey: string) =>
    md5(
      `${fields.click_trans_id}${fields.service_id}${secretKey}${fields.merchant_trans_id}${
        fields.action === "1" ? (fields.merchant_prepare_id ?? "") : ""
      }${fields.amount}${fields.action}${fields.sign_time}`,
    );

  const call = async (
    action: "prepare" | "complete",
    given: Record<string, string>,
    secretKey = options.secretKey,
  ): Promise<ClickStep> => {
    const fields: Record<string, string> = {
      service_id: options.serviceId,
      action: action === "prepare" ? "0" : "1",
      error: "0",
      error_note: "Success",
      sign_time: signTime(now()),
      ...given,
    };
    fields.sign_string = given.sign_string ?? sign(fields, secretKey);
    const url = addressOf(action === "prepare" ? options.prepareUrl : options.completeUrl);
    const sent = await postToMerchant(url, new URLSearchParams(fields).toString(), {
      "content-type": "application/x-www-form-urlencoded",
    });
    const answer = isAnswer(sent.json) ? sent.json : undefined;
    keep(action, fields, answer);
    return { action, fields, status: sent.status, answer };
  };

  /** Click's record follows the merchant's answers: prepared, paid, or cancelled. */
  const keep = (action: "prepare" | "complete", fields: ClickFields, answer: ClickAnswer | undefined) => {
    const id = fields.click_trans_id!;
    const known = record.get(id);
    if (action === "prepare") {
      if (known) return;
      record.set(id, {
        click_trans_id: id,
        click_paydoc_id: fields.click_paydoc_id ?? "",
        merchant_trans_id: fields.merchant_trans_id ?? "",
        amount: fields.amount ?? "",
        merchant_prepare_id:
          typeof answer?.merchant_prepare_id === "number" ? answer.merchant_prepare_id : null,
        merchant_confirm_id: null,
        state: answer?.error === 0 ? "prepared" : "refused",
      });
      return;
    }
    if (!known || known.state === "paid") return;
    if (answer?.error === 0 && fields.error === "0") {
      known.state = "paid";
      known.merchant_confirm_id =
        typeof answer.merchant_confirm_id === "number" ? answer.merchant_confirm_id : null;
    } else if (fields.error !== "0") known.state = "cancelled";
  };

  const orderFields = (order: ClickOrder) => {
    serial += 1;
    return {
      click_trans_id: String(serial),
      click_paydoc_id: String(serial + 7),
      merchant_trans_id: String(order.invoice),
      amount: order.amount,
    };
  };

  const pay = async (target: string | ClickOrder): Promise<ClickRun> => {
    const order =
      typeof target === "string"
        ? readClickCheckout(
            new URL(target, "http://stand-in").searchParams,
            options.serviceId,
            options.merchantId,
          )
        : target;
    if (!order) return { steps: [], clickTransId: "", paid: false };
    const fields = orderFields(order);
    const prepared = await call("prepare", fields);
    const steps = [prepared];
    const prepareId = prepared.answer?.merchant_prepare_id;
    if (prepared.answer?.error !== 0 || prepareId === undefined || prepareId === null)
      return { steps, clickTransId: fields.click_trans_id, paid: false };
    const completed = await call("complete", { ...fields, merchant_prepare_id: String(prepareId) });
    steps.push(completed);
    return { steps, clickTransId: fields.click_trans_id, paid: completed.answer?.error === 0 };
  };

  const scenario = async (name: ClickScenario, order: ClickOrder): Promise<ClickRun> => {
    const fields = orderFields(order);
    const steps: ClickStep[] = [];
    const step = async (
      action: "prepare" | "complete",
      given: Record<string, string>,
      secretKey?: string,
    ) => {
      const made = await call(action, given, secretKey);
      steps.push(made);
      return made.answer;
    };
    const prepareId = (answer: ClickAnswer | undefined) => String(answer?.merchant_prepare_id ?? "");
    switch (name) {
      case "wrongSign": {
        await step("prepare", fields, `${options.secretKey}x`);
        await step("prepare", { ...fields, sign_string: "0".repeat(32) });
        await step("complete", { ...fields, merchant_prepare_id: "1" }, `${options.secretKey}x`);
        break;
      }
      case "wrongAmount":
        await step("prepare", { ...fields, amount: oneTiyinMore(order.amount) });
        break;
      case "unknownInvoice":
        await step("prepare", { ...fields, merchant_trans_id: NO_SUCH_INVOICE });
        break;
      case "completeRepeated": {
        const prepared = await step("prepare", fields);
        const complete = { ...fields, merchant_prepare_id: prepareId(prepared) };
        await step("complete", complete);
        await step("complete", complete);
        break;
      }
      case "clickErrorInComplete": {
        const prepared = await step("prepare", fields);
        await step("complete", {
          ...fields,
          merchant_prepare_id: prepareId(prepared),
          ...INSUFFICIENT_FUNDS,
        });
        break;
      }
    }
    const paid = steps.some(
      (s) => s.action === "complete" && s.answer?.error === 0 && s.fields.error === "0",
    );
    return { steps, clickTransId: fields.click_trans_id, paid };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (url.pathname !== PAY_PATH) return notFound(response);
    if (request.method === "GET") {
      const order = readClickCheckout(url.searchParams, options.serviceId, options.merchantId);
      return order
        ? sendHtml(response, 200, checkoutPage(order, url.searchParams))
        : sendHtml(response, 400, brokenPage());
    }
    if (request.method !== "POST") return notFound(response);
    const form = (await readForm(request)) ?? new URLSearchParams();
    const order = readClickCheckout(form, options.serviceId, options.merchantId);
    if (!order) return sendHtml(response, 400, brokenPage());
    return sendHtml(response, 200, outcomePage(order, await pay(order)));
  };

  const server = await listen(handle, options.host, options.port);
  const checkoutBase = `${server.url}${PAY_PATH}`;
  return {
    url: server.url,
    checkoutBase,
    checkoutUrl: (order) =>
      `${checkoutBase}?${new URLSearchParams({
        service_id: options.serviceId,
        merchant_id: options.merchantId,
        amount: order.amount,
        transaction_param: String(order.invoice),
        ...(order.returnUrl ? { return_url: order.returnUrl } : {}),
      })}`,
    pay,
    scenario,
    call,
    transactions: () => [...record.values()].map((t) => ({ ...t })),
    close: () => server.close(),
  };
}

const isAnswer = (json: unknown): json is ClickAnswer =>
  typeof json === "object" && json !== null && typeof (json as { error?: unknown }).error === "number";

function orderDetails(order: ClickOrder): string {
  const money = parseSom(order.amount)!;
  return details([
    { label: both("Hisob-faktura", "Счёт"), value: `№ ${escapeHtml(String(order.invoice))}` },
    {
      label: both("Summa", "Сумма"),
      value: both(escapeHtml(formatSom(money, "uz")), escapeHtml(formatSom(money, "ru"))),
    },
  ]);
}

function checkoutPage(order: ClickOrder, query: URLSearchParams): string {
  const hidden = ["service_id", "merchant_id", "amount", "transaction_param", "return_url"]
    .filter((name) => query.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? "")}">`)
    .join("");
  return layout(
    "Click",
    "uz",
    "Toʻlov",
    `${orderDetails(order)}<form method="post" action="${PAY_PATH}">${hidden}<button type="submit">${both(
      "Toʻlash",
      "Оплатить",
    )}</button></form>`,
  );
}

function outcomePage(order: ClickOrder, run: ClickRun): string {
  const last = run.steps.at(-1)?.answer;
  const said = run.paid
    ? `<p role="status">${both("Toʻlov amalga oshirildi.", "Платёж проведён.")}</p>`
    : `<div role="alert"><p>${both("Toʻlov amalga oshmadi.", "Платёж не проведён.")}</p><p>${
        last
          ? `${escapeHtml(last.error_note ?? "")} (${last.error})`
          : both("Sotuvchi javob bermadi.", "Продавец не ответил.")
      }</p></div>`;
  const back = safeLink(order.returnUrl);
  return layout(
    "Click",
    "uz",
    "Toʻlov",
    `${said}${orderDetails(order)}${
      back
        ? `<p><a href="${escapeHtml(back)}">${both("Sotuvchi saytiga qaytish", "Вернуться на сайт продавца")}</a></p>`
        : ""
    }`,
  );
}

const brokenPage = () =>
  layout(
    "Click",
    "uz",
    "Toʻlov",
    `<p role="alert">${both("Toʻlov havolasi notoʻgʻri.", "Неверная ссылка на оплату.")}</p>`,
  );
