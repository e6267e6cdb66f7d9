import { anAppeal } from "@portal/testkit/builders";
import { expect } from "chai";
import { click, INVOICE, NOW_MS, payme, paymentWorld } from "./paymentWorld";

/** A world with Click's transaction 5001 prepared for invoice 31 (ledger id 100). */
async function prepared() {
  const world = paymentWorld();
  expect(await world.useCases.clickPrepare(click.prepare("5001"))).to.deep.equal({
    click_trans_id: "5001",
    merchant_trans_id: "31",
    merchant_prepare_id: 100,
    error: 0,
    error_note: "Success",
  });
  return world;
}

const codeOf = (answer: { error: number }) => answer.error;

describe("payments: Click's SHOP-API", () => {
  describe("Prepare", () => {
    it("stores the transaction created, for the invoice's total, and answers a repeat the same id", async () => {
      const world = await prepared();
      expect(world.payments.rows[0]).to.deep.include({
        id: 100,
        provider: "click",
        provider_id: "5001",
        invoice_id: 31,
        amount: "1284446.80",
        state: "created",
        create_time: NOW_MS,
      });
      const again = await world.useCases.clickPrepare(click.prepare("5001"));
      expect([again.merchant_prepare_id, again.error]).to.deep.equal([100, 0]);
      expect(world.payments.rows).to.have.length(1);
    });

    it("refuses an unknown invoice (−5), an amount one tiyin off (−2) and a paid invoice (−4), storing nothing", async () => {
      const world = paymentWorld();
      const unknown = await world.useCases.clickPrepare(click.prepare("1", { invoice: 999 }));
      expect([unknown.error, unknown.error_note, unknown.merchant_prepare_id]).to.deep.equal([
        -5,
        "User does not exist",
        null,
      ]);
      expect(
        codeOf(await world.useCases.clickPrepare(click.prepare("2", { amount: "1284446.79" }))),
      ).to.equal(-2);
      expect(
        codeOf(await world.useCases.clickPrepare(click.prepare("3", { amount: "1284446.81" }))),
      ).to.equal(-2);
      expect(world.payments.rows).to.deep.equal([]);

      await world.useCases.payme(payme.create("p1"), NOW_MS);
      await world.useCases.payme(payme.perform("p1"), NOW_MS);
      expect(codeOf(await world.useCases.clickPrepare(click.prepare("4")))).to.equal(-4);
      expect(world.payments.rows.map((r) => r.provider)).to.deep.equal(["payme"]);
    });

    it("refuses an invoice whose appeal cannot be paid now as an account that takes no payment (−5)", async () => {
      const world = paymentWorld({ appeals: [anAppeal({ status: "contracted" })] });
      expect(codeOf(await world.useCases.clickPrepare(click.prepare("1")))).to.equal(-5);
    });

    it("refuses another service's call as a bad request (−8), and a prepare Click reports failed (−9)", async () => {
      const world = paymentWorld();
      expect(codeOf(await world.useCases.clickPrepare(click.prepare("1", { service: "9999" })))).to.equal(-8);
      expect(codeOf(await world.useCases.clickPrepare(click.prepare("2", { error: -5017 })))).to.equal(-9);
      expect(world.payments.rows).to.deep.equal([]);
    });

    it("stores one transaction for the same prepare sent twice at once, answering both the same", async () => {
      const world = paymentWorld();
      const [first, second] = await Promise.all([
        world.useCases.clickPrepare(click.prepare("5001")),
        world.useCases.clickPrepare(click.prepare("5001")),
      ]);
      expect(first).to.deep.equal(second);
      expect(first.error).to.equal(0);
      expect(world.payments.rows).to.have.length(1);
    });
  });

  describe("Complete", () => {
    it("performs the prepared transaction: the appeal is paid and told, merchant_confirm_id the ledger id", async () => {
      const world = await prepared();
      expect(await world.useCases.clickComplete(click.complete("5001", 100))).to.deep.equal({
        click_trans_id: "5001",
        merchant_trans_id: "31",
        merchant_confirm_id: 100,
        error: 0,
        error_note: "Success",
      });
      expect(world.payments.rows[0]).to.deep.include({ state: "performed", perform_time: NOW_MS });
      expect(world.appeal().status).to.equal("paid");
      expect(world.appeal().history.at(-1)).to.deep.include({ action: "pay", note: "Click 5001" });
      expect(world.told.map((t) => [t.event, t.payment.provider])).to.deep.equal([["received", "click"]]);
    });

    it("answers a repeated complete the same and counts nothing twice", async () => {
      const world = await prepared();
      const first = await world.useCases.clickComplete(click.complete("5001", 100));
      world.setNow(new Date(NOW_MS + 60_000));
      expect(await world.useCases.clickComplete(click.complete("5001", 100))).to.deep.equal(first);
      expect(world.payments.rows[0]!.perform_time).to.equal(NOW_MS);
      expect(world.appeal().history.filter((e) => e.action === "pay")).to.have.length(1);
    });

    it("refuses an unknown prepare id, or one of another Click transaction or invoice (−6)", async () => {
      const world = await prepared();
      for (const call of [
        click.complete("5001", 999),
        click.complete("5001", "abc"),
        click.complete("5002", 100),
        click.complete("5001", 100, { invoice: 32 }),
      ])
        expect(codeOf(await world.useCases.clickComplete(call))).to.equal(-6);
      expect(world.payments.rows[0]!.state).to.equal("created");
    });

    it("cancels the prepared transaction when Click reports an error (−9), and answers so again", async () => {
      const world = await prepared();
      expect(
        codeOf(await world.useCases.clickComplete(click.complete("5001", 100, { error: -5017 }))),
      ).to.equal(-9);
      expect(world.payments.rows[0]!.state).to.equal("cancelled");
      expect(codeOf(await world.useCases.clickComplete(click.complete("5001", 100)))).to.equal(-9);
      expect(world.appeal().status).to.equal("invoiced");
    });

    it("refuses an amount one tiyin off (−2), leaving the transaction to be completed right", async () => {
      const world = await prepared();
      expect(
        codeOf(await world.useCases.clickComplete(click.complete("5001", 100, { amount: "1284446.79" }))),
      ).to.equal(-2);
      expect(world.payments.rows[0]!.state).to.equal("created");
      expect(codeOf(await world.useCases.clickComplete(click.complete("5001", 100)))).to.equal(0);
    });

    it("refuses a complete whose invoice another payment paid meanwhile (−4), cancelling it", async () => {
      const world = await prepared();
      await world.useCases.payme(payme.create("p1"), NOW_MS);
      await world.useCases.payme(payme.perform("p1"), NOW_MS);
      expect(codeOf(await world.useCases.clickComplete(click.complete("5001", 100)))).to.equal(-4);
      expect(codeOf(await world.useCases.clickComplete(click.complete("5001", 100))), "again").to.equal(-4);
      expect(world.payments.rows.map((r) => [r.provider, r.state])).to.deep.equal([
        ["click", "cancelled"],
        ["payme", "performed"],
      ]);
    });

    it("never performs two payments of one invoice completed at once by both systems", async () => {
      const world = await prepared();
      await world.useCases.payme(payme.create("p1"), NOW_MS);
      const [clickAnswer, paymeAnswer] = await Promise.all([
        world.useCases.clickComplete(click.complete("5001", 100)),
        world.useCases.payme(payme.perform("p1"), NOW_MS),
      ]);
      const paid = world.payments.rows.filter((r) => r.state === "performed");
      expect(paid).to.have.length(1);
      expect([clickAnswer.error === 0, paymeAnswer._tag === "result"].filter(Boolean)).to.have.length(1);
      expect(world.appeal().history.filter((e) => e.action === "pay")).to.have.length(1);
    });

    it("refuses another service's call (−8)", async () => {
      const world = await prepared();
      const call = click.complete("5001", 100);
      const other = { ...call, fields: { ...call.fields, service_id: "7" } };
      expect(codeOf(await world.useCases.clickComplete(other))).to.equal(-8);
    });
  });

  it("reads only invoices: a contract's id is no account (−5)", async () => {
    const world = paymentWorld({ contracts: [{ ...INVOICE, kind: "contract" }] });
    expect(codeOf(await world.useCases.clickPrepare(click.prepare("1")))).to.equal(-5);
  });
});
