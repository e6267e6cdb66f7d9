import { PAYME_TIMEOUT_MS } from "@portal/domain";
import type { ClickRun, PaymeRun } from "@portal/payments";
import { expect } from "chai";
import type { PortalClient } from "./support/client";
import { verificationAppeal } from "./support/fixtures";
import {
  clickOrder,
  type InvoicedAppeal,
  invoicedAppeal,
  type PaymentStandIns,
  paymeOrder,
  startPaymentStandIns,
} from "./support/payments";
import type { TestPortal } from "./support/server";

const paymeCodes = (run: PaymeRun) => run.steps.map((s) => s.answer?.error?.code ?? 0);
const clickCodes = (run: ClickRun) => run.steps.map((s) => s.answer?.error);

/**
 * Paying invoices through Payme and Click (issue 29) over HTTP, against the project's stand-ins
 * of both: a whole payment through each one's page with the appeal moving to paid, a payment
 * that arrives twice, and every documented error of both protocols, each storing nothing.
 * `start` starts the portal of the profile with the stand-ins' variables.
 */
export function describePaymentsApi(profile: string, start: (env: NodeJS.ProcessEnv) => Promise<TestPortal>) {
  describe(`paying invoices through Payme and Click on the ${profile} profile`, function () {
    this.timeout(60_000);
    let standIns: PaymentStandIns;
    let portal: TestPortal;
    let company: PortalClient;
    let staff: PortalClient;

    before(async () => {
      standIns = await startPaymentStandIns();
      portal = await start(standIns.env);
      standIns.attach(portal);
      [company, staff] = await Promise.all([portal.signedIn("demo.company"), portal.signedIn("demo.staff")]);
    });
    after(async () => {
      await portal?.stop();
      await standIns?.close();
    });

    const statusOf = async (appealId: number) =>
      (await company.get(`/api/appeals/${appealId}`)).json.data.status;
    const invoiceOf = async (invoice: InvoicedAppeal) =>
      (await company.get(`/api/appeals/${invoice.appealId}/payments`)).json.data[0];
    const ledgerOf = async (invoice: InvoicedAppeal) =>
      ((await staff.get("/api/staff/payments")).json.data as { invoice_id: number; state: string }[]).filter(
        (line) => line.invoice_id === invoice.invoiceId,
      );
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

    describe("a whole payment", () => {
      it("through Payme's checkout page: the appeal is paid, the receipt shows, the ledger has the transaction", async () => {
        const invoice = await invoicedAppeal(company, staff);
        expect(invoice.payme.startsWith(`${standIns.payme.url}/`)).to.equal(true);

        const page = await fetch(invoice.payme);
        const html = await page.text();
        expect(page.status).to.equal(200);
        expect(html).to.include(`№ ${invoice.invoiceId}`);
        const paid = await (
          await fetch(
            `${standIns.payme.url}/pay`,
            form({ checkout: new URL(invoice.payme).pathname.slice(1) }),
          )
        ).text();
        expect(paid).to.include('role="status"');

        expect(await statusOf(invoice.appealId)).to.equal("paid");
        const shown = await invoiceOf(invoice);
        const [transaction] = standIns.payme
          .transactions()
          .filter((t) => t.account.invoice === String(invoice.invoiceId));
        expect(shown.state).to.equal("paid");
        expect(shown.pay ?? null).to.equal(null);
        expect(shown.receipts).to.deep.equal([
          {
            provider: "payme",
            transaction: transaction!.id,
            amount: invoice.total,
            paid_at: new Date(transaction!.perform_time).toISOString(),
            state: "performed",
          },
        ]);
        expect(transaction).to.deep.include({ state: 2, amount: Number(invoice.tiyin) });
        expect(await ledgerOf(invoice)).to.have.length(1);
        expect((await ledgerOf(invoice))[0]).to.deep.include({ provider: "payme", state: "performed" });
      });

      it("through Click's payment page: the appeal is paid, the receipt shows, the ledger has the transaction", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const checkout = new URL(invoice.click);
        expect(`${checkout.origin}${checkout.pathname}`).to.equal(standIns.click.checkoutBase);

        expect((await fetch(invoice.click)).status).to.equal(200);
        const paid = await (
          await fetch(standIns.click.checkoutBase, form(Object.fromEntries(checkout.searchParams)))
        ).text();
        expect(paid).to.include('role="status"');

        expect(await statusOf(invoice.appealId)).to.equal("paid");
        const shown = await invoiceOf(invoice);
        expect(shown.state).to.equal("paid");
        expect(shown.pay ?? null).to.equal(null);
        expect(
          shown.receipts.map((r: { provider: string; amount: string }) => [r.provider, r.amount]),
        ).to.deep.equal([["click", invoice.total]]);
        expect(await ledgerOf(invoice)).to.have.length(1);
      });
    });

    describe("a payment that arrives twice", () => {
      it("Payme: Perform repeated answers the same, Create repeated is refused, Check of the paid invoice −31051; counted once", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.pay(paymeOrder(invoice));
        expect(run.paid).to.equal(true);
        const [, create, perform] = run.steps;

        const again = await standIns.payme.call("PerformTransaction", { id: run.transaction });
        const createdAgain = await standIns.payme.call(
          "CreateTransaction",
          create!.params as Record<string, unknown>,
        );
        const secondPayment = await standIns.payme.pay(paymeOrder(invoice));

        expect(again.answer?.result).to.deep.equal(perform!.answer?.result);
        expect(createdAgain.answer?.error?.code).to.equal(-31008);
        expect(paymeCodes(secondPayment)).to.deep.equal([-31051]);
        expect(await ledgerOf(invoice)).to.have.length(1);
        expect((await invoiceOf(invoice)).receipts).to.have.length(1);
        expect(await statusOf(invoice.appealId)).to.equal("paid");
      });

      it("Click: Complete repeated answers the same, a new Prepare of the paid invoice −4; counted once", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.click.scenario("completeRepeated", clickOrder(invoice));
        const secondPayment = await standIns.click.pay(clickOrder(invoice));

        expect(clickCodes(run)).to.deep.equal([0, 0, 0]);
        expect(run.steps[2]!.answer).to.deep.equal(run.steps[1]!.answer);
        expect(clickCodes(secondPayment)).to.deep.equal([-4]);
        expect(await ledgerOf(invoice)).to.have.length(1);
        expect((await invoiceOf(invoice)).receipts).to.have.length(1);
        expect(await statusOf(invoice.appealId)).to.equal("paid");
      });
    });

    describe("Payme's documented errors, over HTTP", () => {
      const rawPayme = (body: string, key = standIns.paymeKey) =>
        fetch(`${portal.url}/api/payments/payme`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Basic ${Buffer.from(`Paycom:${key}`).toString("base64")}`,
          },
          body,
        });

      it("−32504 for a wrong key, no key, or the key under another login; nothing stored", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.scenario("wrongKey", paymeOrder(invoice));

        expect(paymeCodes(run)).to.deep.equal([-32504, -32504, -32504]);
        expect(run.steps.every((s) => s.status === 200)).to.equal(true);
        expect(await ledgerOf(invoice)).to.deep.equal([]);
      });

      it("−32700 for a body that is not JSON, −32600 for a call without its params, −32601 for an unknown method, all HTTP 200", async () => {
        const broken = await rawPayme('{"method": "CheckPerformTransaction", ');
        const noParams = await rawPayme(
          JSON.stringify({ jsonrpc: "2.0", id: 8, method: "PerformTransaction" }),
        );
        const unknown = await rawPayme(
          JSON.stringify({ jsonrpc: "2.0", id: 9, method: "Refund", params: {} }),
        );

        expect([broken.status, noParams.status, unknown.status]).to.deep.equal([200, 200, 200]);
        expect((await broken.json()).error.code).to.equal(-32700);
        expect(await noParams.json()).to.deep.include({ id: 8 });
        expect((await unknown.json()).error.code).to.equal(-32601);
      });

      it("−31001 for an amount one tiyin off either way, −31050 for an invoice never issued; nothing stored", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const amount = await standIns.payme.scenario("wrongAmount", paymeOrder(invoice));
        const unknown = await standIns.payme.scenario("unknownInvoice", paymeOrder(invoice));

        expect(paymeCodes(amount)).to.deep.equal([-31001, -31001, -31001]);
        expect(paymeCodes(unknown)).to.deep.equal([-31050, -31050, -31050]);
        expect(unknown.steps[0]!.answer?.error?.data).to.equal("invoice");
        expect(await ledgerOf(invoice)).to.deep.equal([]);
        expect(await statusOf(invoice.appealId)).to.equal("invoiced");
      });

      it("repeated create: the same answer for the same id, −31052 for another while it holds the invoice, then cancelled, never performed (−31008)", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.scenario("repeatedCreate", paymeOrder(invoice));
        const [, first, repeated, other, cancelled, checked] = run.steps;

        expect(repeated!.answer?.result).to.deep.equal(first!.answer?.result);
        expect(other!.answer?.error?.code).to.equal(-31052);
        expect(cancelled!.answer?.result).to.deep.include({ state: -1 });
        expect(checked!.answer?.result).to.deep.include({ state: -1, reason: 3, perform_time: 0 });
        const perform = await standIns.payme.call("PerformTransaction", { id: run.transaction });
        expect(perform.answer?.error?.code).to.equal(-31008);
        expect((await ledgerOf(invoice)).map((line) => line.state)).to.deep.equal(["cancelled"]);
        expect(await statusOf(invoice.appealId)).to.equal("invoiced");
      });

      it("cancel after perform: a refund (state −2), each call answered the same when repeated; the appeal waits for payment again", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.scenario("cancelAfterPerform", paymeOrder(invoice));
        const [, , performed, performedAgain, cancelled, cancelledAgain, checked] = run.steps;

        expect(paymeCodes(run)).to.deep.equal([0, 0, 0, 0, 0, 0, 0]);
        expect(performedAgain!.answer?.result).to.deep.equal(performed!.answer?.result);
        expect(cancelled!.answer?.result).to.deep.include({ state: -2 });
        expect(cancelledAgain!.answer?.result).to.deep.equal(cancelled!.answer?.result);
        expect(checked!.answer?.result).to.deep.include({ state: -2, reason: 5 });
        expect(await statusOf(invoice.appealId)).to.equal("invoiced");
        expect(await invoiceOf(invoice)).to.deep.include({ state: "refunded" });
        expect((await ledgerOf(invoice)).map((line) => line.state)).to.deep.equal(["refunded"]);
      });

      it("time-out: a CreateTransaction made more than 12 hours ago cannot be performed (−31008), and holds nothing", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.scenario("timeOut", paymeOrder(invoice));
        const time = run.steps[0]!.params.time as number;

        expect(Date.now() - time).to.be.greaterThan(PAYME_TIMEOUT_MS);
        expect(run.steps[0]!.answer?.error?.code).to.equal(-31008);
        const paid = await standIns.payme.pay(paymeOrder(invoice));
        expect(paid.paid).to.equal(true);
      });

      /** Staff record a fit result of each instrument and complete the appeal: the service is rendered. */
      async function complete(invoice: InvoicedAppeal) {
        const day = new Date(Date.now() + 5 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
        const results = [1, 2].map((instrument) => ({
          row_id: 1,
          instrument,
          serial_number: `P-${invoice.appealId}-${instrument}`,
          outcome: "fit",
          work_date: day,
          valid_until: `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`,
        }));
        const recorded = await staff.post(`/api/staff/appeals/${invoice.appealId}/results`, { results });
        expect(recorded.status, recorded.text).to.equal(200);
        const completed = await staff.post(`/api/appeals/${invoice.appealId}/status`, { action: "complete" });
        expect(completed.status, completed.text).to.equal(200);
      }

      it("−31003 for a transaction never created, −31007 for a refund once the service was rendered", async () => {
        const notFound = await standIns.payme.call("CheckTransaction", { id: "0".repeat(24) });
        expect(notFound.answer?.error?.code).to.equal(-31003);

        const rendered = await invoicedAppeal(company, staff);
        const run = await standIns.payme.pay(paymeOrder(rendered));
        await complete(rendered);
        const refund = await standIns.payme.call("CancelTransaction", { id: run.transaction, reason: 5 });
        expect(refund.answer?.error?.code).to.equal(-31007);
        expect((await ledgerOf(rendered)).map((line) => line.state)).to.deep.equal(["performed"]);
        expect(await statusOf(rendered.appealId)).to.equal("completed");
      });

      it("−31053 for an invoice with nothing to pay (a free appeal's), which offers no checkout", async () => {
        const saved = await company.post(
          "/front/save-appeal",
          verificationAppeal({
            appeal: {
              branch_id: 1,
              account_number_id: 1,
              is_old: 0,
              is_free: 1,
              resolution: "PQ-4321, 2024",
            },
          }),
        );
        const appealId = saved.json.appeal_id as number;
        for (const action of ["take_for_review"])
          await staff.post(`/api/appeals/${appealId}/status`, { action });
        const confirmed = await staff.post(`/api/appeals/${appealId}/exemption`, { decision: "confirm" });
        expect(confirmed.status, confirmed.text).to.equal(200);
        await staff.post(`/api/appeals/${appealId}/status`, { action: "approve" });
        const invoiced = await staff.post("/recognition/create-invoice", {
          appeal_id: appealId,
          contract_number: `HF-${appealId}`,
          devices: [{ id: 1, together: 0 }],
        });
        expect(invoiced.status, invoiced.text).to.equal(200);
        const [free] = (await company.get(`/api/appeals/${appealId}/payments`)).json.data;
        expect(free.total).to.equal("0.00");
        expect(free.pay ?? null).to.equal(null);

        const check = await standIns.payme.call("CheckPerformTransaction", {
          amount: 100,
          account: { invoice: String(free.invoice_id) },
        });
        expect(check.answer?.error).to.deep.include({ code: -31053, data: "invoice" });
      });

      it("lists the period's transactions in GetStatement, as Payme's own record has them", async () => {
        const from = Date.now();
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.payme.pay(paymeOrder(invoice));

        const statement = await standIns.payme.call("GetStatement", { from, to: Date.now() });

        const transactions = (statement.answer?.result?.transactions ?? []) as Record<string, unknown>[];
        expect(transactions.map((t) => t.id)).to.include(run.transaction);
        const ours = transactions.find((t) => t.id === run.transaction);
        const theirs = standIns.payme.transactions().find((t) => t.id === run.transaction);
        expect(ours).to.deep.equal(theirs);
      });
    });

    describe("Click's documented errors, over HTTP", () => {
      const base = (invoice: InvoicedAppeal, id: string) => ({
        click_trans_id: id,
        click_paydoc_id: `${id}7`,
        merchant_trans_id: String(invoice.invoiceId),
        amount: invoice.total,
      });
      let serial = Date.now();
      const nextId = () => String(++serial);

      it("−1 for a wrong sign (Prepare and Complete), −2 for an amount one tiyin more, −5 for an invoice never issued; nothing stored", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const sign = await standIns.click.scenario("wrongSign", clickOrder(invoice));
        const amount = await standIns.click.scenario("wrongAmount", clickOrder(invoice));
        const unknown = await standIns.click.scenario("unknownInvoice", clickOrder(invoice));

        expect(clickCodes(sign)).to.deep.equal([-1, -1, -1]);
        expect(sign.steps[0]!.answer).to.deep.include({
          error_note: "SIGN CHECK FAILED!",
          merchant_trans_id: String(invoice.invoiceId),
        });
        expect(clickCodes(amount)).to.deep.equal([-2]);
        expect(clickCodes(unknown)).to.deep.equal([-5]);
        expect(await ledgerOf(invoice)).to.deep.equal([]);
      });

      it("−3 for a Complete sent to Prepare's address, −6 for a Complete of no prepared transaction, −8 for a form missing a field", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const wrongAction = await standIns.click.call("prepare", { ...base(invoice, nextId()), action: "1" });
        const noSuch = await standIns.click.call("complete", {
          ...base(invoice, nextId()),
          merchant_prepare_id: "999999",
        });
        const { click_paydoc_id: _, ...missing } = base(invoice, nextId());
        const incomplete = await standIns.click.call("prepare", missing);

        expect(wrongAction.answer?.error).to.equal(-3);
        expect(noSuch.answer?.error).to.equal(-6);
        expect(incomplete.answer).to.deep.include({ error: -8, error_note: "Error in request from click" });
        expect(await ledgerOf(invoice)).to.deep.equal([]);
      });

      it("−9 when Click reports its own failure (−5017) in Complete: the payment is cancelled, the appeal stays unpaid", async () => {
        const invoice = await invoicedAppeal(company, staff);
        const run = await standIns.click.scenario("clickErrorInComplete", clickOrder(invoice));
        const [prepared, completed] = run.steps;
        const { sign_string: _, ...fields } = completed!.fields;
        const retried = await standIns.click.call("complete", {
          ...fields,
          error: "0",
          error_note: "Success",
        });

        expect(clickCodes(run)).to.deep.equal([0, -9]);
        expect(completed!.fields.error).to.equal("-5017");
        expect(retried.answer?.error).to.equal(-9);
        expect(prepared!.answer?.merchant_prepare_id).to.be.a("number");
        expect((await ledgerOf(invoice)).map((line) => line.state)).to.deep.equal(["cancelled"]);
        expect(await statusOf(invoice.appealId)).to.equal("invoiced");
      });
    });
  });
}
