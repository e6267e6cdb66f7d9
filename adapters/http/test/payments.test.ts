import { createHash } from "node:crypto";
import { aUser } from "@portal/testkit/builders";
import { expect } from "chai";
import ExcelJS from "exceljs";
import { pino } from "pino";
import { right } from "./fakes/fakeUseCases";
import { type Portal, type Send, startPortal } from "./harness";

const PAYME_KEY = "Payme-Test-Key-0123456789";
const CLICK_SECRET = "click-secret-key-ABC";
const SERVICE_ID = "4711";
const PAYME = "/api/payments/payme";
const PREPARE = "/api/payments/click/prepare";
const COMPLETE = "/api/payments/click/complete";

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;
const PAYME_AUTH = basic(`Paycom:${PAYME_KEY}`);

const md5 = (text: string) => createHash("md5").update(text).digest("hex");

/** A Prepare (or, with a prepare id, a Complete) as Click posts it, signed with `secret`. */
function clickForm(
  overrides: Record<string, string> = {},
  { secret = CLICK_SECRET, complete = false }: { secret?: string; complete?: boolean } = {},
): Record<string, string> {
  const fields: Record<string, string> = {
    click_trans_id: "2001",
    service_id: SERVICE_ID,
    click_paydoc_id: "3001",
    merchant_trans_id: "15",
    amount: "100800.00",
    action: complete ? "1" : "0",
    error: "0",
    error_note: "Success",
    sign_time: "2026-03-01 10:00:00",
    ...(complete ? { merchant_prepare_id: "77" } : {}),
    ...overrides,
  };
  fields.sign_string ??= md5(
    `${fields.click_trans_id}${fields.service_id}${secret}${fields.merchant_trans_id}${
      complete ? fields.merchant_prepare_id : ""
    }${fields.amount}${fields.action}${fields.sign_time}`,
  );
  return fields;
}

const formSend = (fields: Record<string, string>, extra: Send = {}): Send => ({
  raw: new URLSearchParams(fields).toString(),
  contentType: "application/x-www-form-urlencoded",
  csrf: "none",
  ...extra,
});

describe("the payment systems' endpoints", () => {
  let portal: Portal;
  let logged: string[];

  beforeEach(async () => {
    logged = [];
    portal = await startPortal({
      config: {
        payments: { paymeKey: PAYME_KEY, clickSecretKey: CLICK_SECRET, clickServiceId: SERVICE_ID },
      },
      logger: pino({ level: "debug" }, { write: (line: string) => logged.push(line) }),
    });
    portal.modules.payments.payme.resolves({ _tag: "result", result: { allow: true } });
    portal.modules.payments.clickPrepare.callsFake(async (call) => ({
      click_trans_id: call.fields.click_trans_id,
      merchant_trans_id: call.fields.merchant_trans_id,
      merchant_prepare_id: 77,
      error: 0,
      error_note: "Success",
    }));
    portal.modules.payments.clickComplete.callsFake(async (call) => ({
      click_trans_id: call.fields.click_trans_id,
      merchant_trans_id: call.fields.merchant_trans_id,
      merchant_confirm_id: 78,
      error: 0,
      error_note: "Success",
    }));
  });
  afterEach(() => portal.close());

  const payme = (body: unknown, authorization: string | null = PAYME_AUTH, extra: Send = {}) =>
    portal.browser().request("POST", PAYME, {
      raw: typeof body === "string" ? body : JSON.stringify(body),
      csrf: "none",
      headers: authorization === null ? {} : { authorization },
      ...extra,
    });
  const check = (id: unknown = 7) => ({
    jsonrpc: "2.0",
    id,
    method: "CheckPerformTransaction",
    params: { amount: 10080000, account: { invoice: "15" } },
  });

  describe("Payme", () => {
    it("passes an authorised call to the use case as typed values and answers its result with the call's id", async () => {
      const answer = await payme(check(41));

      expect(answer.status).to.equal(200);
      expect(await answer.json()).to.deep.equal({ jsonrpc: "2.0", id: 41, result: { allow: true } });
      const [call, now] = portal.modules.payments.payme.firstCall.args;
      expect(call).to.deep.equal({ method: "CheckPerformTransaction", amount: 10080000n, invoice: 15 });
      expect(now).to.be.a("number");
    });

    for (const [name, authorization] of [
      ["no Authorization header", null],
      ["a wrong key", basic(`Paycom:${PAYME_KEY}x`)],
      ["the right key under another login", basic(`Other:${PAYME_KEY}`)],
      ["the key alone", basic(PAYME_KEY)],
      ["another scheme", `Bearer ${PAYME_KEY}`],
    ] as const) {
      it(`answers −32504 with HTTP 200 to ${name}, echoing the id, and calls nothing`, async () => {
        const answer = await payme(check("r-1"), authorization);

        expect(answer.status).to.equal(200);
        const body = await answer.json();
        expect(body).to.deep.include({ jsonrpc: "2.0", id: "r-1" });
        expect(body.error.code).to.equal(-32504);
        expect(body.error.message).to.have.all.keys("uz", "ru", "en");
        expect(body).to.not.have.property("result");
        expect(portal.modules.payments.payme.called).to.equal(false);
      });
    }

    it("refuses every call when no key is configured, the right-looking one too", async () => {
      await portal.close();
      portal = await startPortal({ config: { payments: {} } });

      const answer = await payme(check(), basic("Paycom:"));

      expect((await answer.json()).error.code).to.equal(-32504);
      expect(portal.modules.payments.payme.called).to.equal(false);
    });

    for (const [name, raw, contentType] of [
      ["broken JSON", '{"jsonrpc": "2.0", "id": 5, "method": ', "application/json"],
      ["an empty body", "", "application/json"],
      ["text that is no JSON", "method=CheckPerformTransaction", "text/plain"],
    ] as const) {
      it(`answers ${name} with −32700 and HTTP 200, not the app's 400`, async () => {
        const answer = await payme(raw, PAYME_AUTH, { contentType });

        expect(answer.status).to.equal(200);
        const body = await answer.json();
        expect(body.id).to.equal(null);
        expect(body.error.code).to.equal(-32700);
        expect(body.error.message.en).to.equal("The request could not be read");
        expect(portal.modules.payments.payme.called).to.equal(false);
      });
    }

    it("checks the key before reading anything: broken JSON without the key is −32504", async () => {
      const answer = await payme("{broken", null);

      expect((await answer.json()).error.code).to.equal(-32504);
    });

    it("answers what the domain refuses with its error, in three languages, the account's field named", async () => {
      const unknown = await (await payme({ jsonrpc: "2.0", id: 1, method: "Refund", params: {} })).json();
      const noInvoice = await (
        await payme({ ...check(2), params: { amount: 500, account: { invoice: "abc" } } })
      ).json();

      expect(unknown.error.code).to.equal(-32601);
      expect(unknown.error).to.not.have.property("data");
      expect(noInvoice.error).to.deep.equal({
        code: -31050,
        message: {
          uz: "Hisob-faktura topilmadi",
          ru: "Счёт не найден",
          en: "Invoice not found",
        },
        data: "invoice",
      });
      expect(portal.modules.payments.payme.called).to.equal(false);
    });

    it("answers the use case's documented error with its code", async () => {
      portal.modules.payments.payme.resolves({ _tag: "error", error: "wrongAmount" });

      const body = await (await payme(check(3))).json();

      expect(body).to.deep.include({ jsonrpc: "2.0", id: 3 });
      expect(body.error.code).to.equal(-31001);
      expect(body.error.message.ru).to.equal("Сумма платежа не совпадает с суммой счёта");
    });

    it("answers −32400 with HTTP 200 when the use case fails inside, and logs it", async () => {
      portal.modules.payments.payme.rejects(new Error("store down"));

      const answer = await payme(check(4));

      expect(answer.status).to.equal(200);
      expect((await answer.json()).error.code).to.equal(-32400);
      expect(logged.some((line) => line.includes("payment system call failed"))).to.equal(true);
    });

    it("refuses a body over the limit with 413, as every route does", async () => {
      await portal.close();
      portal = await startPortal({ config: { bodyLimit: "1kb", payments: { paymeKey: PAYME_KEY } } });

      const answer = await payme({ ...check(), padding: "x".repeat(4096) });

      expect(answer.status).to.equal(413);
    });
  });

  describe("Click", () => {
    it("passes a correctly signed Prepare to the use case and answers its result", async () => {
      const answer = await portal.browser().request("POST", PREPARE, formSend(clickForm()));

      expect(answer.status).to.equal(200);
      expect(await answer.json()).to.deep.equal({
        click_trans_id: "2001",
        merchant_trans_id: "15",
        merchant_prepare_id: 77,
        error: 0,
        error_note: "Success",
      });
      const call = portal.modules.payments.clickPrepare.firstCall.args[0];
      expect(call).to.deep.include({ invoice: 15, amount: 10080000n, clickError: 0 });
    });

    it("passes a correctly signed Complete, its prepare id in the sign", async () => {
      const answer = await portal
        .browser()
        .request("POST", COMPLETE, formSend(clickForm({}, { complete: true })));

      expect(await answer.json()).to.deep.include({ merchant_confirm_id: 78, error: 0 });
      expect(portal.modules.payments.clickComplete.calledOnce).to.equal(true);
    });

    const cases: ReadonlyArray<readonly [string, Record<string, string>, string]> = [
      ["signed with another key", clickForm({}, { secret: "guess" }), PREPARE],
      ["whose amount was changed after signing", { ...clickForm(), amount: "1.00" }, PREPARE],
      ["whose invoice was changed after signing", { ...clickForm(), merchant_trans_id: "16" }, PREPARE],
      ["with a sign of the wrong length", clickForm({ sign_string: "abc" }), PREPARE],
      [
        "whose Complete is signed without the prepare id",
        { ...clickForm({}, { complete: true }), sign_string: clickForm().sign_string! },
        COMPLETE,
      ],
    ];
    for (const [name, fields, path] of cases) {
      it(`answers a call ${name} with −1, Click's ids echoed, and calls nothing`, async () => {
        const answer = await portal.browser().request("POST", path, formSend(fields));

        expect(answer.status).to.equal(200);
        expect(await answer.json()).to.deep.equal({
          click_trans_id: fields.click_trans_id,
          merchant_trans_id: fields.merchant_trans_id,
          error: -1,
          error_note: "SIGN CHECK FAILED!",
        });
        expect(portal.modules.payments.clickPrepare.called).to.equal(false);
        expect(portal.modules.payments.clickComplete.called).to.equal(false);
      });
    }

    it("takes the sign in capitals too (an MD5 is hex either way)", async () => {
      const fields = clickForm();
      const answer = await portal
        .browser()
        .request("POST", PREPARE, formSend({ ...fields, sign_string: fields.sign_string!.toUpperCase() }));

      expect((await answer.json()).error).to.equal(0);
    });

    it("answers −8 to a correctly signed call for another service", async () => {
      const answer = await portal
        .browser()
        .request("POST", PREPARE, formSend(clickForm({ service_id: "9999" })));

      expect((await answer.json()).error).to.equal(-8);
      expect(portal.modules.payments.clickPrepare.called).to.equal(false);
    });

    it("answers −8 to a form missing a signed field, and −1 without any secret configured", async () => {
      const { sign_time: _, ...fields } = clickForm();
      const missing = await portal.browser().request("POST", PREPARE, formSend(fields));
      expect(await missing.json()).to.deep.include({ error: -8, error_note: "Error in request from click" });

      await portal.close();
      portal = await startPortal({ config: { payments: { clickServiceId: SERVICE_ID } } });
      const unsigned = clickForm({}, { secret: "" });
      const noKey = await portal.browser().request("POST", PREPARE, formSend(unsigned));
      expect((await noKey.json()).error).to.equal(-1);
    });

    it("answers what the domain refuses after the sign holds: a Complete sent to Prepare is −3", async () => {
      const fields = clickForm({ action: "1" });
      const answer = await portal.browser().request("POST", PREPARE, formSend(fields));

      expect(await answer.json()).to.deep.include({
        error: -3,
        click_trans_id: "2001",
        merchant_trans_id: "15",
      });
    });

    it("answers −7 when the use case fails inside, and logs it", async () => {
      portal.modules.payments.clickComplete.rejects(new Error("store down"));

      const answer = await portal
        .browser()
        .request("POST", COMPLETE, formSend(clickForm({}, { complete: true })));

      expect(answer.status).to.equal(200);
      expect((await answer.json()).error).to.equal(-7);
      expect(logged.some((line) => line.includes("payment system call failed"))).to.equal(true);
    });
  });

  describe("exempt from the CSRF check and the session, and only they", () => {
    it("takes the three calls without a token from a browser with a session, giving the session nothing", async () => {
      const browser = await portal.signedIn(aUser());
      const currentUserCalls = portal.useCases.currentUser.callCount;

      const calls = [
        await browser.request("POST", PAYME, {
          raw: JSON.stringify(check()),
          csrf: "none",
          headers: { authorization: PAYME_AUTH },
        }),
        await browser.request("POST", PREPARE, formSend(clickForm())),
        await browser.request("POST", COMPLETE, formSend(clickForm({}, { complete: true }))),
      ];

      expect(calls.map((c) => c.status)).to.deep.equal([200, 200, 200]);
      expect(portal.useCases.currentUser.callCount).to.equal(currentUserCalls);
    });

    for (const path of [
      "/api/payments/payme/",
      "/api/payments/paymex",
      "/api/payments/click",
      "/api/payments/click/prepare/x",
      "/api/staff/payments",
      "/front/save-appeal",
    ]) {
      it(`still refuses a POST to ${path} without a token with 419`, async () => {
        const answer = await portal.browser().post(path, {}, { csrf: "none" });

        expect(answer.status).to.equal(419);
      });
    }
  });

  it("limits the calls per address, over the limit 429", async () => {
    await portal.close();
    portal = await startPortal({
      config: {
        payments: { paymeKey: PAYME_KEY },
        rateLimits: {
          ...(await import("../src")).defaultHttpConfig.rateLimits,
          payments: { limit: 2, windowSeconds: 60 },
        },
      },
    });
    portal.modules.payments.payme.resolves({ _tag: "result", result: { allow: true } });

    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await payme(check())).status);

    expect(statuses).to.deep.equal([200, 200, 429]);
  });

  it("never logs the key, the secret or the Authorization header, on success, refusal or failure", async () => {
    await payme(check());
    await payme(check(), basic(`Paycom:${PAYME_KEY}-wrong`));
    await payme("{broken");
    portal.modules.payments.payme.rejects(new Error("store down"));
    await payme(check());
    await portal.browser().request("POST", PREPARE, formSend(clickForm()));
    await portal.browser().request("POST", PREPARE, formSend(clickForm({}, { secret: "guess" })));
    portal.modules.payments.clickPrepare.rejects(new Error("store down"));
    await portal.browser().request("POST", PREPARE, formSend(clickForm()));

    const text = logged.join("\n");
    expect(logged.length).to.be.greaterThan(7);
    for (const secret of [PAYME_KEY, CLICK_SECRET, PAYME_AUTH.slice(6), clickForm().sign_string!])
      expect(text).to.not.include(secret);
    expect(text.toLowerCase()).to.not.include("authorization");
  });
});

describe("the appeal's payments and the ledger", () => {
  let portal: Portal;
  beforeEach(async () => {
    portal = await startPortal();
  });
  afterEach(() => portal.close());

  const entry = {
    id: 1,
    provider: "payme" as const,
    transaction: "65f0c0ffee0000000000000a",
    invoice_id: 15,
    contract_number: "HF-15",
    appeal_id: 9,
    customer: '=HYPERLINK("x")',
    branch_id: 1,
    amount: "100800.00",
    state: "performed" as const,
    created_at: "2026-03-01T05:00:00.000Z",
    performed_at: "2026-03-01T05:01:00.000Z",
    cancelled_at: undefined,
  };

  it("answers the appeal's invoices to its owner, passing the id", async () => {
    portal.modules.payments.appealPayments.resolves(right([]));
    const browser = await portal.signedIn(aUser());

    const answer = await browser.get("/api/appeals/9/payments");

    expect(answer.status).to.equal(200);
    expect(await answer.json()).to.deep.equal({ data: [] });
    expect(portal.modules.payments.appealPayments.firstCall.args[1]).to.equal(9);
  });

  it("exports the staff's ledger as a workbook with headers in the reader's language and exact amounts", async () => {
    portal.modules.payments.ledger.resolves(right([entry]));
    const staff = await portal.signedIn(aUser({ id: 5, role: "staff" }));

    const answer = await staff.get("/api/staff/payments/export?provider=payme&lang=ru");

    expect(answer.status).to.equal(200);
    expect(answer.headers.get("content-type")).to.equal(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(answer.headers.get("content-disposition")).to.equal('attachment; filename="payments.xlsx"');
    expect(portal.modules.payments.ledger.firstCall.args[1]).to.deep.include({ provider: "payme" });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await answer.arrayBuffer());
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).to.include.members(["Платёжная система", "Сумма, сум", "Состояние"]);
    expect(rows[1]).to.include.members(["Payme", "100800.00", "Оплачена", "2026-03-01 10:00:00", "HF-15"]);
    expect(rows[1]).to.not.include(entry.customer);
  });

  it("refuses the ledger to a customer", async () => {
    const browser = await portal.signedIn(aUser());

    expect((await browser.get("/api/staff/payments")).status).to.equal(403);
    expect(portal.modules.payments.ledger.called).to.equal(false);
  });
});
