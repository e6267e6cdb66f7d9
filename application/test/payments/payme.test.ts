import { PAYME_TIMEOUT_MS } from "@portal/domain";
import { expect } from "chai";
import { anAppeal } from "@portal/testkit/builders";
import { INVOICE, NOW_MS, payme, paymentWorld, TOTAL } from "./paymentWorld";

const ID = "63f1a2b3c4d5e6f708192a3b";
const OTHER = "63f1a2b3c4d5e6f708192a3c";

/** A world with Payme's transaction ID created for invoice 31, at NOW_MS. */
async function created() {
  const world = paymentWorld();
  const answer = await world.useCases.payme(payme.create(ID), NOW_MS);
  expect(answer).to.deep.equal({
    _tag: "result",
    result: { create_time: NOW_MS, transaction: "100", state: 1 },
  });
  return world;
}

describe("payments: Payme's merchant API", () => {
  describe("CheckPerformTransaction", () => {
    it("allows the invoice's total to the tiyin", async () => {
      const { useCases } = paymentWorld();
      expect(await useCases.payme(payme.check(), NOW_MS)).to.deep.equal({
        _tag: "result",
        result: { allow: true },
      });
    });

    it("refuses an amount one tiyin off either way with −31001 (wrong amount)", async () => {
      const { useCases } = paymentWorld();
      for (const amount of [TOTAL - 1n, TOTAL + 1n])
        expect(await useCases.payme(payme.check(amount), NOW_MS)).to.deep.equal({
          _tag: "error",
          error: "wrongAmount",
        });
    });

    it("refuses an unknown invoice, and a contract that is no invoice, with −31050", async () => {
      const { useCases } = paymentWorld({ contracts: [INVOICE, { ...INVOICE, id: 40, kind: "contract" }] });
      for (const invoice of [999, 40])
        expect(await useCases.payme(payme.check(TOTAL, invoice), NOW_MS)).to.deep.equal({
          _tag: "error",
          error: "invoiceNotFound",
        });
    });

    it("refuses an invoice whose appeal cannot be paid now with −31053", async () => {
      const { useCases } = paymentWorld({ appeals: [anAppeal({ status: "rejected" })] });
      expect(await useCases.payme(payme.check(), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "invoiceNotPayable",
      });
    });

    it("refuses a paid invoice with −31051 and one another transaction is paying with −31052", async () => {
      const world = await created();
      expect(await world.useCases.payme(payme.check(), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "invoiceBusy",
      });
      await world.useCases.payme(payme.perform(ID), NOW_MS);
      expect(await world.useCases.payme(payme.check(), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "invoicePaid",
      });
    });
  });

  describe("CreateTransaction", () => {
    it("stores the transaction created, holding the invoice, and answers a repeat the same, storing nothing", async () => {
      const world = await created();
      expect(await world.useCases.payme(payme.create(ID), NOW_MS + 5000)).to.deep.equal({
        _tag: "result",
        result: { create_time: NOW_MS, transaction: "100", state: 1 },
      });
      expect(world.payments.rows).to.have.length(1);
      expect(world.payments.rows[0]).to.deep.include({
        provider: "payme",
        provider_id: ID,
        invoice_id: 31,
        appeal_id: 57,
        owner_id: 2,
        branch_id: 1,
        amount: "1284446.80",
        state: "created",
        provider_time: NOW_MS - 1000,
      });
      expect(world.appeal().status, "created is not paid").to.equal("invoiced");
    });

    it("refuses another transaction of the invoice while one is created (−31052), and stores nothing", async () => {
      const world = await created();
      expect(await world.useCases.payme(payme.create(OTHER), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "invoiceBusy",
      });
      expect(world.payments.rows).to.have.length(1);
    });

    it("refuses a wrong amount, an unknown or paid invoice with their codes, storing nothing", async () => {
      const world = await created();
      await world.useCases.payme(payme.perform(ID), NOW_MS);
      const outcomes = [
        await world.useCases.payme(payme.create("a1", TOTAL + 1n, 999), NOW_MS),
        await world.useCases.payme(payme.create("a2"), NOW_MS),
      ];
      expect(outcomes).to.deep.equal([
        { _tag: "error", error: "invoiceNotFound" },
        { _tag: "error", error: "invoicePaid" },
      ]);
      const fresh = paymentWorld();
      expect(await fresh.useCases.payme(payme.create("a3", TOTAL - 1n), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "wrongAmount",
      });
      expect(world.payments.rows.map((r) => r.provider_id)).to.deep.equal([ID]);
      expect(fresh.payments.rows).to.deep.equal([]);
    });

    it("refuses a repeat that names another invoice or amount than the one stored", async () => {
      const world = await created();
      expect(await world.useCases.payme(payme.create(ID, TOTAL - 1n), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "wrongAmount",
      });
      expect(await world.useCases.payme(payme.create(ID, TOTAL, 32), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "invoiceNotFound",
      });
    });

    it("lets one of two transactions made at once hold the invoice; the other gets −31052", async () => {
      const world = paymentWorld();
      const outcomes = await Promise.all([
        world.useCases.payme(payme.create(ID), NOW_MS),
        world.useCases.payme(payme.create(OTHER), NOW_MS),
      ]);
      expect(outcomes.filter((o) => o._tag === "result")).to.have.length(1);
      expect(outcomes.filter((o) => o._tag === "error")).to.deep.equal([
        { _tag: "error", error: "invoiceBusy" },
      ]);
      expect(world.payments.rows).to.have.length(1);
    });

    it("answers the same create sent twice at once the same, with one transaction stored", async () => {
      const world = paymentWorld();
      const [first, second] = await Promise.all([
        world.useCases.payme(payme.create(ID), NOW_MS),
        world.useCases.payme(payme.create(ID), NOW_MS),
      ]);
      expect(first).to.deep.equal(second);
      expect(first._tag).to.equal("result");
      expect(world.payments.rows).to.have.length(1);
    });
  });

  describe("the time-out", () => {
    it("cancels a created transaction older than 12 hours with reason 4 when it is repeated or performed (−31008)", async () => {
      const world = await created();
      const late = NOW_MS - 1000 + PAYME_TIMEOUT_MS + 1;
      expect(await world.useCases.payme(payme.perform(ID), late)).to.deep.equal({
        _tag: "error",
        error: "cannotPerform",
      });
      expect(world.payments.rows[0]).to.deep.include({ state: "cancelled", cancel_time: late, reason: 4 });
      expect(await world.useCases.payme(payme.checkTransaction(ID), late)).to.deep.equal({
        _tag: "result",
        result: {
          create_time: NOW_MS,
          perform_time: 0,
          cancel_time: late,
          transaction: "100",
          state: -1,
          reason: 4,
        },
      });
      expect(world.appeal().status).to.equal("invoiced");
      expect(world.told).to.deep.equal([]);
    });

    it("answers a repeated create after the time-out −31008, and a new transaction may then be made", async () => {
      const world = await created();
      const late = NOW_MS - 1000 + PAYME_TIMEOUT_MS + 1;
      expect(await world.useCases.payme(payme.create(ID), late)).to.deep.equal({
        _tag: "error",
        error: "cannotPerform",
      });
      expect((await world.useCases.payme(payme.create(OTHER, TOTAL, 31, late), late))._tag).to.equal(
        "result",
      );
    });

    it("refuses a new transaction Payme made longer ago than the time-out (−31008), storing nothing", async () => {
      const world = paymentWorld();
      const made = NOW_MS - PAYME_TIMEOUT_MS - 1;
      expect(await world.useCases.payme(payme.create(ID, TOTAL, 31, made), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "cannotPerform",
      });
      expect(world.payments.rows).to.deep.equal([]);
      expect((await world.useCases.payme(payme.create(OTHER), NOW_MS))._tag).to.equal("result");
    });

    it("lets a new transaction in once the one holding the invoice has timed out, cancelling it", async () => {
      const world = await created();
      const late = NOW_MS - 1000 + PAYME_TIMEOUT_MS + 1;
      expect(await world.useCases.payme(payme.check(), late)).to.deep.equal({
        _tag: "result",
        result: { allow: true },
      });
      expect((await world.useCases.payme(payme.create(OTHER, TOTAL, 31, late), late))._tag).to.equal(
        "result",
      );
      expect(world.payments.rows.map((r) => [r.provider_id, r.state, r.reason])).to.deep.equal([
        [ID, "cancelled", 4],
        [OTHER, "created", undefined],
      ]);
    });
  });

  describe("PerformTransaction", () => {
    it("performs the transaction: the appeal is paid, with its step in the history, and the customer and staff are told", async () => {
      const world = await created();
      const at = NOW_MS + 60_000;
      expect(await world.useCases.payme(payme.perform(ID), at)).to.deep.equal({
        _tag: "result",
        result: { transaction: "100", perform_time: at, state: 2 },
      });
      const appeal = world.appeal();
      expect(appeal.status).to.equal("paid");
      expect(appeal.version).to.equal(6);
      expect(appeal.history.at(-1)).to.deep.equal({
        status: "paid",
        at: new Date(at).toISOString(),
        by: 2,
        action: "pay",
        note: `Payme ${ID}`,
      });
      expect(world.told).to.deep.equal([
        {
          event: "received",
          status: "paid",
          payment: { payment_id: 100, provider: "payme", amount: "1284446.80" },
        },
      ]);
    });

    it("answers a repeated perform the same and counts nothing twice", async () => {
      const world = await created();
      const first = await world.useCases.payme(payme.perform(ID), NOW_MS + 60_000);
      const again = await world.useCases.payme(payme.perform(ID), NOW_MS + 120_000);
      expect(again).to.deep.equal(first);
      expect(world.appeal().history.filter((e) => e.action === "pay")).to.have.length(1);
      expect(world.payments.rows.filter((r) => r.state === "performed")).to.have.length(1);
    });

    it("makes the appeal's step a crash left undone when Payme repeats the perform", async () => {
      const world = await created();
      await world.useCases.payme(payme.perform(ID), NOW_MS + 60_000);
      // As if the process died after the ledger's write and before the appeal's.
      world.appeals.set(57, anAppeal({ status: "invoiced", version: 5 }));
      await world.useCases.payme(payme.perform(ID), NOW_MS + 120_000);
      expect(world.appeal().status).to.equal("paid");
    });

    it("keeps an appeal completed before it was paid completed, and still tells of the payment", async () => {
      const world = paymentWorld({ appeals: [anAppeal({ status: "completed", version: 9 })] });
      await world.useCases.payme(payme.create(ID), NOW_MS);
      expect((await world.useCases.payme(payme.perform(ID), NOW_MS))._tag).to.equal("result");
      expect(world.appeal()).to.deep.include({ status: "completed", version: 9 });
      expect(world.told.map((t) => t.event)).to.deep.equal(["received"]);
    });

    it("refuses an unknown transaction (−31003) and a cancelled one (−31008)", async () => {
      const world = await created();
      expect(await world.useCases.payme(payme.perform(OTHER), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "transactionNotFound",
      });
      await world.useCases.payme(payme.cancel(ID, 3), NOW_MS);
      expect(await world.useCases.payme(payme.perform(ID), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "cannotPerform",
      });
      expect(world.appeal().status).to.equal("invoiced");
    });
  });

  describe("CancelTransaction", () => {
    it("cancels a created transaction (−1) and answers a repeat the same", async () => {
      const world = await created();
      const at = NOW_MS + 1000;
      const answer = { _tag: "result", result: { transaction: "100", cancel_time: at, state: -1 } };
      expect(await world.useCases.payme(payme.cancel(ID, 3), at)).to.deep.equal(answer);
      expect(await world.useCases.payme(payme.cancel(ID, 3), at + 5000)).to.deep.equal(answer);
      expect(world.payments.rows[0]).to.deep.include({ state: "cancelled", reason: 3 });
      expect(world.told).to.deep.equal([]);
    });

    it("refunds a performed transaction (−2): the appeal is invoiced again, and the invoice may be paid anew", async () => {
      const world = await created();
      await world.useCases.payme(payme.perform(ID), NOW_MS + 1000);
      const at = NOW_MS + 2000;
      expect(await world.useCases.payme(payme.cancel(ID, 5), at)).to.deep.equal({
        _tag: "result",
        result: { transaction: "100", cancel_time: at, state: -2 },
      });
      const appeal = world.appeal();
      expect(appeal.status).to.equal("invoiced");
      expect(appeal.history.slice(-2).map((e) => [e.status, e.action])).to.deep.equal([
        ["paid", "pay"],
        ["invoiced", "refund"],
      ]);
      expect(world.told.map((t) => [t.event, t.status])).to.deep.equal([
        ["received", "paid"],
        ["cancelled", "invoiced"],
      ]);
      expect(await world.useCases.payme(payme.cancel(ID, 5), at + 1)).to.deep.equal({
        _tag: "result",
        result: { transaction: "100", cancel_time: at, state: -2 },
      });
      expect(world.told, "told once").to.have.length(2);
      expect(await world.useCases.payme(payme.check(), at)).to.deep.equal({
        _tag: "result",
        result: { allow: true },
      });
    });

    it("refuses to cancel a payment once the appeal is completed (−31007): the service is rendered", async () => {
      const world = await created();
      await world.useCases.payme(payme.perform(ID), NOW_MS);
      world.appeals.set(57, { ...world.appeal(), status: "completed", version: 7 });
      expect(await world.useCases.payme(payme.cancel(ID, 5), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "cannotCancel",
      });
      expect(world.payments.rows[0]!.state).to.equal("performed");
    });

    it("refuses an unknown transaction with −31003", async () => {
      const { useCases } = paymentWorld();
      expect(await useCases.payme(payme.cancel(ID), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "transactionNotFound",
      });
    });
  });

  describe("CheckTransaction and GetStatement", () => {
    it("shows a transaction's state and times, and refuses an unknown one with −31003", async () => {
      const world = await created();
      await world.useCases.payme(payme.perform(ID), NOW_MS + 10);
      expect(await world.useCases.payme(payme.checkTransaction(ID), NOW_MS)).to.deep.equal({
        _tag: "result",
        result: {
          create_time: NOW_MS,
          perform_time: NOW_MS + 10,
          cancel_time: 0,
          transaction: "100",
          state: 2,
          reason: null,
        },
      });
      expect(await world.useCases.payme(payme.checkTransaction(OTHER), NOW_MS)).to.deep.equal({
        _tag: "error",
        error: "transactionNotFound",
      });
    });

    it("lists the Payme transactions whose Payme time is in the period, both ends included, in order", async () => {
      const world = paymentWorld({
        contracts: [INVOICE, { ...INVOICE, id: 32, appeal_id: 58 }],
        appeals: [anAppeal({ status: "invoiced" }), anAppeal({ id: 58, status: "invoiced" })],
      });
      await world.useCases.payme(payme.create(OTHER, TOTAL, 32, NOW_MS - 500), NOW_MS);
      await world.useCases.payme(payme.create(ID, TOTAL, 31, NOW_MS - 2000), NOW_MS);
      await world.useCases.payme(payme.cancel(ID, 3), NOW_MS + 1);
      const statement = await world.useCases.payme(payme.statement(NOW_MS - 2000, NOW_MS - 500), NOW_MS);
      expect(statement).to.deep.equal({
        _tag: "result",
        result: {
          transactions: [
            {
              id: ID,
              time: NOW_MS - 2000,
              amount: 128_444_680,
              account: { invoice: "31" },
              create_time: NOW_MS,
              perform_time: 0,
              cancel_time: NOW_MS + 1,
              transaction: "101",
              state: -1,
              reason: 3,
            },
            {
              id: OTHER,
              time: NOW_MS - 500,
              amount: 128_444_680,
              account: { invoice: "32" },
              create_time: NOW_MS,
              perform_time: 0,
              cancel_time: 0,
              transaction: "100",
              state: 1,
              reason: null,
            },
          ],
        },
      });
      expect(await world.useCases.paymeStatement(NOW_MS - 1999, NOW_MS)).to.have.length(1);
    });
  });
});
