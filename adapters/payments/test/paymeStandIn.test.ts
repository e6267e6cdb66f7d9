import { expect } from "chai";
import { type PaymeStandIn, paymeCheckoutUrl, readPaymeCheckout, startPaymeStandIn, testMark } from "../src";
import { type FakeMerchant, type Received, startFakeMerchant } from "./support/fakeMerchant";

const KEY = "cashbox-key-123";
const MERCHANT = "65f0aa00bb11cc22dd33ee44";
const NOW = Date.UTC(2026, 2, 1, 5, 0, 0);

/** A merchant with one invoice (15, 100 800 so'm): every call answered as Payme's protocol has it. */
function merchantAnswer(request: Received) {
  const rpc = JSON.parse(request.body) as { id: number; method: string; params: Record<string, unknown> };
  const ok = (result: Record<string, unknown>) => ({ jsonrpc: "2.0", id: rpc.id, result });
  const invoice = (rpc.params.account as { invoice?: string } | undefined)?.invoice;
  if (invoice !== undefined && invoice !== "15")
    return {
      jsonrpc: "2.0",
      id: rpc.id,
      error: { code: -31050, message: { uz: "Yoʻq", ru: "Нет", en: "No" }, data: "invoice" },
    };
  const amount = rpc.params.amount;
  if (amount !== undefined && amount !== 10080000)
    return {
      jsonrpc: "2.0",
      id: rpc.id,
      error: { code: -31001, message: { uz: "Summa", ru: "Сумма", en: "Amount" } },
    };
  switch (rpc.method) {
    case "CheckPerformTransaction":
      return ok({ allow: true });
    case "CreateTransaction":
      return ok({ create_time: NOW + 1, transaction: "9", state: 1 });
    case "PerformTransaction":
      return ok({ transaction: "9", perform_time: NOW + 2, state: 2 });
    case "CancelTransaction":
      return ok({ transaction: "9", cancel_time: NOW + 3, state: -2 });
    default:
      return ok({});
  }
}

describe("the Payme stand-in", () => {
  let merchant: FakeMerchant;
  let payme: PaymeStandIn;

  beforeEach(async () => {
    merchant = await startFakeMerchant(merchantAnswer);
    payme = await startPaymeStandIn({
      merchantId: MERCHANT,
      key: KEY,
      endpoint: () => `${merchant.url}/api/payments/payme`,
      now: () => NOW,
    });
  });
  afterEach(async () => {
    await payme.close();
    await merchant.close();
  });

  const calls = () =>
    merchant.received.map((r) => JSON.parse(r.body) as { method: string; params: Record<string, unknown> });

  it("reads and writes the checkout address as Payme documents it: base64 of m, ac.invoice, a, l, c", () => {
    const url = paymeCheckoutUrl("https://checkout.paycom.uz/", {
      merchant: MERCHANT,
      invoice: "15",
      amount: 10080000,
      lang: "uz",
      callback: "http://portal.test/appeals/9",
    });

    expect(Buffer.from(new URL(url).pathname.slice(1), "base64").toString()).to.equal(
      `m=${MERCHANT};ac.invoice=15;a=10080000;l=uz;c=http://portal.test/appeals/9`,
    );
    expect(readPaymeCheckout(url)).to.deep.equal({
      merchant: MERCHANT,
      invoice: "15",
      amount: 10080000,
      lang: "uz",
      callback: "http://portal.test/appeals/9",
    });
    expect(readPaymeCheckout(Buffer.from(`m=${MERCHANT};ac.invoice=15;a=1.5`).toString("base64"))).to.equal(
      undefined,
    );
  });

  it("reads a checkout whose base64 holds a slash, as standard base64 may", () => {
    const withSlash = Array.from({ length: 500 }, (_, n) =>
      paymeCheckoutUrl(payme.url, {
        merchant: MERCHANT,
        invoice: String(n + 1),
        amount: 100,
        lang: "uz",
        callback: `http://portal.test/appeals/${n + 1}?payment=${n + 1}`,
      }),
    ).find((url) => new URL(url).pathname.slice(1).includes("/"));

    expect(withSlash, "a checkout address with a slash in its base64").to.be.a("string");
    expect(readPaymeCheckout(withSlash!)).to.deep.include({ merchant: MERCHANT, amount: 100 });
  });

  it("pays as the checkout's button does: Check, Create with a new id and Payme's time, Perform, each with the cashbox's key", async () => {
    const run = await payme.pay(payme.checkoutUrl({ invoice: 15, amount: 10080000n }));

    expect(run.paid).to.equal(true);
    expect(calls().map((c) => c.method)).to.deep.equal([
      "CheckPerformTransaction",
      "CreateTransaction",
      "PerformTransaction",
    ]);
    expect(merchant.received.every((r) => r.path === "/api/payments/payme")).to.equal(true);
    expect(
      merchant.received.map((r) => Buffer.from(r.headers.authorization!.slice(6), "base64").toString()),
    ).to.deep.equal(Array(3).fill(`Paycom:${KEY}`));
    expect(calls()[1]!.params).to.deep.equal({
      id: run.transaction,
      time: NOW,
      amount: 10080000,
      account: { invoice: "15" },
    });
    expect(run.transaction).to.match(/^[0-9a-f]{24}$/);
    expect(payme.transactions()).to.deep.equal([
      {
        id: run.transaction,
        time: NOW,
        amount: 10080000,
        account: { invoice: "15" },
        create_time: NOW + 1,
        perform_time: NOW + 2,
        cancel_time: 0,
        transaction: "9",
        state: 2,
        reason: null,
      },
    ]);
  });

  it("reports its own record for a period, in GetStatement's shape", async () => {
    const run = await payme.pay({ invoice: 15, amount: 10080000 });

    const inside = await (await fetch(`${payme.url}/report?from=${NOW}&to=${NOW}`)).json();
    const before = await (await fetch(`${payme.url}/report?from=0&to=${NOW - 1}`)).json();

    expect(inside.map((t: { id: string }) => t.id)).to.deep.equal([run.transaction]);
    expect(before).to.deep.equal([]);
    expect((await fetch(`${payme.url}/report?from=x`)).status).to.equal(400);
  });

  it("replays the time-out: a CreateTransaction whose time is more than 12 hours old", async () => {
    await payme.scenario("timeOut", { invoice: 15, amount: 10080000 });

    const create = calls()[0]!;
    expect(create.method).to.equal("CreateTransaction");
    expect(NOW - (create.params.time as number)).to.be.greaterThan(12 * 60 * 60 * 1000);
  });

  it("replays calls with a wrong key, none, and the key under another login", async () => {
    await payme.scenario("wrongKey", { invoice: 15, amount: 10080000 });

    const headers = merchant.received.map((r) => r.headers.authorization);
    expect(headers[0]).to.not.equal(`Basic ${Buffer.from(`Paycom:${KEY}`).toString("base64")}`);
    expect(headers[1]).to.equal(undefined);
    expect(Buffer.from(headers[2]!.slice(6), "base64").toString()).to.equal(`Other:${KEY}`);
  });

  it("replays an amount one tiyin off either way and an invoice the merchant never issued", async () => {
    await payme.scenario("wrongAmount", { invoice: 15, amount: 10080000 });
    const unknown = await payme.scenario("unknownInvoice", { invoice: 15, amount: 10080000 });

    expect(
      calls()
        .slice(0, 3)
        .map((c) => c.params.amount),
    ).to.deep.equal([10080001, 10079999, 10080001]);
    expect(unknown.steps.map((s) => s.answer?.error?.code)).to.deep.equal([-31050, -31050, -31050]);
    expect(payme.transactions()).to.deep.equal([]);
  });

  it("replays a performed transaction's cancellation, each call repeated, and keeps its refund", async () => {
    const run = await payme.scenario("cancelAfterPerform", { invoice: 15, amount: 10080000 });

    expect(run.steps.map((s) => s.method)).to.deep.equal([
      "CheckPerformTransaction",
      "CreateTransaction",
      "PerformTransaction",
      "PerformTransaction",
      "CancelTransaction",
      "CancelTransaction",
      "CheckTransaction",
    ]);
    expect(payme.transactions()[0]).to.deep.include({ state: -2, reason: 5, cancel_time: NOW + 3 });
  });

  describe("its checkout page", () => {
    const page = (url: string) => fetch(url).then(async (r) => ({ status: r.status, html: await r.text() }));

    it("shows the merchant, the invoice and the amount in the checkout's language, marked as a test service", async () => {
      const uz = await page(payme.checkoutUrl({ invoice: 15, amount: 10080000, lang: "uz" }));
      const ru = await page(payme.checkoutUrl({ invoice: 15, amount: 10080000, lang: "ru" }));

      expect(uz.status).to.equal(200);
      expect(uz.html).to.include('<html lang="uz">');
      expect(uz.html).to.include(testMark("Payme").uz);
      expect(uz.html).to.include(`<p lang="ru">${testMark("Payme").ru}</p>`);
      expect(uz.html).to.include("100 800,00 soʻm");
      expect(uz.html).to.include(MERCHANT);
      expect(uz.html).to.include('<button type="submit">Toʻlash</button>');
      expect(ru.html).to.include('<html lang="ru">');
      expect(ru.html).to.include("100 800,00 сум");
      expect(ru.html).to.include("Оплатить");
    });

    it("refuses another merchant's checkout or a broken one with 400", async () => {
      const other = paymeCheckoutUrl(payme.url, { merchant: "other", invoice: "15", amount: 100 });

      expect((await page(other)).status).to.equal(400);
      expect((await page(`${payme.url}/bm90IGEgY2hlY2tvdXQ=`)).status).to.equal(400);
    });

    it("pays when its button is pressed, says so, and links back to the merchant", async () => {
      const checkout = payme.checkoutUrl({
        invoice: 15,
        amount: 10080000,
        lang: "uz",
        callback: "http://portal.test/appeals/9",
      });
      const response = await fetch(`${payme.url}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ checkout: new URL(checkout).pathname.slice(1) }).toString(),
      });
      const html = await response.text();

      expect(response.status).to.equal(200);
      expect(html).to.include('<p role="status">Toʻlov amalga oshirildi.</p>');
      expect(html).to.include('<a href="http://portal.test/appeals/9">');
      expect(payme.transactions()).to.have.length(1);
    });
  });
});
