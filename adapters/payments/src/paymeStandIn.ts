import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { formatSom, tiyin } from "@portal/domain";
import { type PaymeCheckout, paymeCheckoutUrl, readPaymeCheckout } from "./paymeCheckout";
import {
  type Address,
  addressOf,
  listen,
  type MerchantAnswer,
  notFound,
  postToMerchant,
  readForm,
  sendHtml,
  sendJson,
} from "./standInHttp";
import { details, escapeHtml, layout, type PageLanguage, safeLink } from "./standInPage";

export interface PaymeStandInOptions {
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** Default 0: any free port. */
  readonly port?: number;
  /** The merchant's cashbox id (`m` of the checkout), as Payme's cabinet gives it. */
  readonly merchantId: string;
  /** The cashbox's key: every call carries `Basic base64("Paycom:<key>")`. */
  readonly key: string;
  /** The merchant's endpoint (the portal's `/api/payments/payme`). */
  readonly endpoint: Address;
  /** Payme's clock (ms): a test makes an old `time` without waiting. */
  readonly now?: () => number;
}

/** Payme's transaction as its own record keeps it, in GetStatement's shape. */
export interface PaymeTransaction {
  readonly id: string;
  readonly time: number;
  readonly amount: number;
  readonly account: { readonly invoice: string };
  create_time: number;
  perform_time: number;
  cancel_time: number;
  transaction: string;
  state: number;
  reason: number | null;
}

/** A JSON-RPC answer as the merchant sent it. */
export interface PaymeAnswer {
  readonly id?: unknown;
  readonly result?: Record<string, unknown>;
  readonly error?: {
    readonly code: number;
    readonly message: Record<string, string>;
    readonly data?: unknown;
  };
}

/** One call the stand-in made and what the merchant answered (HTTP status, JSON-RPC answer). */
export interface PaymeStep {
  readonly method: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly status: number;
  readonly answer: PaymeAnswer | undefined;
}

/** A scripted run: its calls in order; for a payment, Payme's id and whether it was performed. */
export interface PaymeRun {
  readonly steps: readonly PaymeStep[];
  readonly transaction?: string;
  readonly paid: boolean;
}

/** What to pay: an invoice and its amount in tiyin. */
export interface PaymeOrder {
  readonly invoice: number | string;
  readonly amount: number | bigint;
}

/**
 * Payme's sandbox scenarios: an amount one tiyin off; an invoice the merchant never issued;
 * CreateTransaction repeated (same id: the same answer; another id: the invoice is busy), then
 * cancelled; a performed transaction cancelled (a refund) and each call repeated; a
 * CreateTransaction whose `time` is past the 12-hour time-out; calls with a wrong or no key.
 */
export const PAYME_SCENARIOS = [
  "wrongAmount",
  "unknownInvoice",
  "repeatedCreate",
  "cancelAfterPerform",
  "timeOut",
  "wrongKey",
] as const;
export type PaymeScenario = (typeof PAYME_SCENARIOS)[number];

export interface PaymeStandIn {
  /** http://host:port: the checkout's base address (PAYME_CHECKOUT_URL). */
  readonly url: string;
  /** The checkout address of an order, as the portal builds it. */
  checkoutUrl(order: PaymeOrder & { lang?: string; callback?: string }): string;
  /** What the checkout page's button does: CheckPerformTransaction → CreateTransaction → PerformTransaction. */
  pay(checkout: string | PaymeOrder): Promise<PaymeRun>;
  /** Replays one of Payme's sandbox scenarios against the merchant. */
  scenario(name: PaymeScenario, order: PaymeOrder): Promise<PaymeRun>;
  /** One call as Payme makes it; `authorization` replaces the header (null: none). */
  call(method: string, params: Record<string, unknown>, authorization?: string | null): Promise<PaymeStep>;
  /** Payme's record of its transactions, oldest first. */
  transactions(): readonly PaymeTransaction[];
  /** The record's transactions made (`time`) from `from` to `to`, as `/report` serves them. */
  report(from: number, to: number): PaymeTransaction[];
  /** Drops a transaction from the record, or adds one: a reconciliation test's discrepancies. */
  forget(id: string): void;
  remember(transaction: PaymeTransaction): void;
  close(): Promise<void>;
}

/** The 12 hours after which Payme's unperformed transaction times out. */
const TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** An invoice number the merchant never issued. */
const NO_SUCH_INVOICE = "999999999";

const basic = (key: string) => `Basic ${Buffer.from(`Paycom:${key}`, "utf8").toString("base64")}`;
const newPaymeId = () => randomBytes(12).toString("hex");

/**
 * The project's own stand-in for Payme: the checkout page customers are sent to, the
 * merchant API calls Payme makes (JSON-RPC 2.0 with the cashbox's key), its own record of
 * transactions and a statement report for reconciliation. Every page says it is a test service.
 */
export async function startPaymeStandIn(options: PaymeStandInOptions): Promise<PaymeStandIn> {
  const now = options.now ?? Date.now;
  const record = new Map<string, PaymeTransaction>();
  let rpcId = 0;

  const call = async (
    method: string,
    params: Record<string, unknown>,
    authorization: string | null = basic(options.key),
  ): Promise<PaymeStep> => {
    const headers: Record<string, string> = { "content-type": "application/json; charset=UTF-8" };
    if (authorization !== null) headers.authorization = authorization;
    const sent = JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params });
    const answer: MerchantAnswer = await postToMerchant(addressOf(options.endpoint), sent, headers);
    const rpc = isAnswer(answer.json) ? answer.json : undefined;
    if (rpc?.result) keep(method, params, rpc.result);
    return { method, params, status: answer.status, answer: rpc };
  };

  /** Payme's record follows what the merchant answered: created, performed, cancelled. */
  const keep = (method: string, params: Record<string, unknown>, result: Record<string, unknown>) => {
    const id = String(params.id ?? "");
    const known = record.get(id);
    const num = (name: string) => (typeof result[name] === "number" ? (result[name] as number) : 0);
    if (method === "CreateTransaction" && !known) {
      record.set(id, {
        id,
        time: params.time as number,
        amount: params.amount as number,
        account: { invoice: String((params.account as { invoice?: unknown }).invoice) },
        create_time: num("create_time"),
        perform_time: 0,
        cancel_time: 0,
        transaction: String(result.transaction ?? ""),
        state: num("state"),
        reason: null,
      });
      return;
    }
    if (!known) return;
    if (typeof result.state === "number") known.state = result.state;
    if (num("perform_time")) known.perform_time = num("perform_time");
    if (num("cancel_time")) known.cancel_time = num("cancel_time");
    if (method === "CancelTransaction") known.reason = params.reason as number;
  };

  const orderParams = (order: PaymeOrder, amountChange = 0) => ({
    amount: Number(order.amount) + amountChange,
    account: { invoice: String(order.invoice) },
  });

  const pay = async (target: string | PaymeOrder): Promise<PaymeRun> => {
    const order = typeof target === "string" ? readPaymeCheckout(target) : target;
    if (!order) return { steps: [], paid: false };
    const steps: PaymeStep[] = [];
    const step = async (method: string, params: Record<string, unknown>) => {
      const made = await call(method, params);
      steps.push(made);
      return made.answer?.result;
    };
    const params = orderParams(order);
    if (!(await step("CheckPerformTransaction", params))) return { steps, paid: false };
    const id = newPaymeId();
    if (!(await step("CreateTransaction", { id, time: now(), ...params })))
      return { steps, transaction: id, paid: false };
    const performed = await step("PerformTransaction", { id });
    return { steps, transaction: id, paid: performed?.state === 2 };
  };

  const scenario = async (name: PaymeScenario, order: PaymeOrder): Promise<PaymeRun> => {
    const steps: PaymeStep[] = [];
    const step = async (method: string, params: Record<string, unknown>, authorization?: string | null) => {
      steps.push(await call(method, params, authorization));
    };
    const params = orderParams(order);
    const id = newPaymeId();
    switch (name) {
      case "wrongAmount":
        await step("CheckPerformTransaction", orderParams(order, 1));
        await step("CheckPerformTransaction", orderParams(order, -1));
        await step("CreateTransaction", { id, time: now(), ...orderParams(order, 1) });
        break;
      case "unknownInvoice":
        await step("CheckPerformTransaction", { ...params, account: { invoice: NO_SUCH_INVOICE } });
        await step("CheckPerformTransaction", { ...params, account: { invoice: "abc" } });
        await step("CreateTransaction", {
          id,
          time: now(),
          ...params,
          account: { invoice: NO_SUCH_INVOICE },
        });
        break;
      case "repeatedCreate": {
        const time = now();
        await step("CheckPerformTransaction", params);
        await step("CreateTransaction", { id, time, ...params });
        await step("CreateTransaction", { id, time, ...params });
        await step("CreateTransaction", { id: newPaymeId(), time: now(), ...params });
        await step("CancelTransaction", { id, reason: 3 });
        await step("CheckTransaction", { id });
        break;
      }
      case "cancelAfterPerform":
        await step("CheckPerformTransaction", params);
        await step("CreateTransaction", { id, time: now(), ...params });
        await step("PerformTransaction", { id });
        await step("PerformTransaction", { id });
        await step("CancelTransaction", { id, reason: 5 });
        await step("CancelTransaction", { id, reason: 5 });
        await step("CheckTransaction", { id });
        break;
      case "timeOut":
        await step("CreateTransaction", { id, time: now() - TIMEOUT_MS - 60_000, ...params });
        await step("CheckTransaction", { id });
        break;
      case "wrongKey":
        await step("CheckPerformTransaction", params, basic(`${options.key}x`));
        await step("CheckPerformTransaction", params, null);
        await step(
          "CheckPerformTransaction",
          params,
          `Basic ${Buffer.from(`Other:${options.key}`).toString("base64")}`,
        );
        break;
    }
    return { steps, transaction: id, paid: false };
  };

  const report = (from: number, to: number) =>
    [...record.values()].filter((t) => t.time >= from && t.time <= to).map((t) => ({ ...t }));

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    if (request.method === "GET" && url.pathname === "/report") {
      const from = Number(url.searchParams.get("from") ?? 0);
      const to = Number(url.searchParams.get("to") ?? Number.MAX_SAFE_INTEGER);
      if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to))
        return sendJson(response, 400, { error: "from and to are milliseconds since the epoch" });
      return sendJson(response, 200, report(from, to));
    }
    if (request.method === "POST" && url.pathname === "/pay") {
      const form = await readForm(request);
      const checkout = readPaymeCheckout(form?.get("checkout") ?? "");
      if (!checkout || checkout.merchant !== options.merchantId) return sendHtml(response, 400, brokenPage());
      const run = await pay(checkout);
      return sendHtml(response, 200, outcomePage(checkout, run));
    }
    if (request.method === "GET" && url.pathname.length > 1) {
      const encoded = url.pathname.slice(1);
      const checkout = readPaymeCheckout(encoded);
      if (!checkout || checkout.merchant !== options.merchantId) return sendHtml(response, 400, brokenPage());
      return sendHtml(response, 200, checkoutPage(checkout, encoded));
    }
    notFound(response);
  };

  const server = await listen(handle, options.host, options.port);
  return {
    url: server.url,
    checkoutUrl: (order) =>
      paymeCheckoutUrl(server.url, {
        merchant: options.merchantId,
        invoice: String(order.invoice),
        amount: Number(order.amount),
        ...(order.lang ? { lang: order.lang } : {}),
        ...(order.callback ? { callback: order.callback } : {}),
      }),
    pay,
    scenario,
    call: (method, params, authorization) => call(method, params, authorization),
    transactions: () => [...record.values()].map((t) => ({ ...t })),
    report,
    forget: (id) => {
      record.delete(id);
    },
    remember: (transaction) => {
      record.set(transaction.id, { ...transaction });
    },
    close: () => server.close(),
  };
}

const isAnswer = (json: unknown): json is PaymeAnswer =>
  typeof json === "object" && json !== null && ("result" in json || "error" in json);

const WORDS = {
  title: { uz: "Toʻlov", ru: "Оплата" },
  merchant: { uz: "Kassa", ru: "Касса" },
  invoice: { uz: "Hisob-faktura", ru: "Счёт" },
  amount: { uz: "Summa", ru: "Сумма" },
  pay: { uz: "Toʻlash", ru: "Оплатить" },
  paid: { uz: "Toʻlov amalga oshirildi.", ru: "Платёж проведён." },
  refused: { uz: "Toʻlov amalga oshmadi.", ru: "Платёж не проведён." },
  unreachable: { uz: "Sotuvchi javob bermadi.", ru: "Продавец не ответил." },
  back: { uz: "Sotuvchi saytiga qaytish", ru: "Вернуться на сайт продавца" },
  broken: { uz: "Toʻlov havolasi notoʻgʻri.", ru: "Неверная ссылка на оплату." },
} as const satisfies Record<string, Record<PageLanguage, string>>;

const languageOf = (checkout: PaymeCheckout): PageLanguage => (checkout.lang === "uz" ? "uz" : "ru");

function orderDetails(checkout: PaymeCheckout, lang: PageLanguage): string {
  return details([
    { label: WORDS.merchant[lang], value: escapeHtml(checkout.merchant) },
    { label: WORDS.invoice[lang], value: `№ ${escapeHtml(checkout.invoice)}` },
    { label: WORDS.amount[lang], value: escapeHtml(formatSom(tiyin(BigInt(checkout.amount)), lang)) },
  ]);
}

function checkoutPage(checkout: PaymeCheckout, encoded: string): string {
  const lang = languageOf(checkout);
  return layout(
    "Payme",
    lang,
    WORDS.title[lang],
    `${orderDetails(checkout, lang)}
<form method="post" action="/pay"><input type="hidden" name="checkout" value="${escapeHtml(encoded)}">
<button type="submit">${WORDS.pay[lang]}</button></form>`,
  );
}

function outcomePage(checkout: PaymeCheckout, run: PaymeRun): string {
  const lang = languageOf(checkout);
  const last = run.steps.at(-1);
  const error = last?.answer?.error;
  const said = run.paid
    ? `<p role="status">${WORDS.paid[lang]}</p>`
    : `<div role="alert"><p>${WORDS.refused[lang]}</p><p>${
        error ? `${escapeHtml(error.message?.[lang] ?? "")} (${error.code})` : WORDS.unreachable[lang]
      }</p></div>`;
  const back = safeLink(checkout.callback);
  return layout(
    "Payme",
    lang,
    WORDS.title[lang],
    `${said}${orderDetails(checkout, lang)}${back ? `<p><a href="${escapeHtml(back)}">${WORDS.back[lang]}</a></p>` : ""}`,
  );
}

const brokenPage = () =>
  layout(
    "Payme",
    "uz",
    WORDS.title.uz,
    `<div role="alert"><p>${WORDS.broken.uz}</p><p lang="ru">${WORDS.broken.ru}</p></div>`,
  );
