import type { PaymentRecord, PaymentRepository } from "@portal/application";
import { expect } from "chai";

/** A Payme transaction of customer 2's invoice 31 (appeal 57, branch 1), created at 10:00. */
const aPayment = (overrides: Partial<PaymentRecord> = {}): PaymentRecord => ({
  id: 1,
  provider: "payme",
  provider_id: "63f1a2b3c4d5e6f708192a3b",
  invoice_id: 31,
  appeal_id: 57,
  owner_id: 2,
  branch_id: 1,
  amount: "1284446.80",
  state: "created",
  provider_time: 1_795_000_000_000,
  create_time: 1_795_000_000_500,
  perform_time: 0,
  cancel_time: 0,
  reason: undefined,
  ...overrides,
});

const performed = (record: PaymentRecord, at = record.create_time + 60_000): PaymentRecord => ({
  ...record,
  state: "performed",
  perform_time: at,
});

export function describePaymentRepositoryContract(
  name: string,
  makeAdapter: () => Promise<PaymentRepository>,
) {
  describe(`PaymentRepository contract: ${name}`, () => {
    let repo: PaymentRepository;
    beforeEach(async () => {
      repo = await makeAdapter();
    });

    it("stores a transaction and finds it by id, by the provider's id and by its invoice, oldest first", async () => {
      const click = aPayment({ id: 4, provider: "click", provider_id: "777", branch_id: undefined });
      const payme = aPayment({ id: 2 });
      expect(await repo.insert(click)).to.equal("stored");
      expect(await repo.insert(payme)).to.equal("stored");
      expect(await repo.findById(4)).to.deep.equal(click);
      expect(await repo.findByProviderId("payme", payme.provider_id)).to.deep.equal(payme);
      expect(await repo.findByProviderId("click", payme.provider_id)).to.equal(undefined);
      expect(await repo.listByInvoice(31)).to.deep.equal([payme, click]);
      expect(await repo.listByInvoice(32)).to.deep.equal([]);
    });

    it("stores a provider's transaction once, even when it arrives twice at the same instant", async () => {
      const outcomes = await Promise.all([
        repo.insert(aPayment({ id: 1 })),
        repo.insert(aPayment({ id: 2, create_time: 5 })),
      ]);
      expect([...outcomes].sort()).to.deep.equal(["duplicate", "stored"]);
      expect(await repo.insert(aPayment({ id: 3 }))).to.equal("duplicate");
      expect(await repo.listByInvoice(31)).to.have.length(1);
      expect(await repo.insert(aPayment({ id: 4, provider: "click" })), "the same id at Click").to.equal(
        "stored",
      );
    });

    it("lets one created transaction of a provider hold an invoice until it leaves that state", async () => {
      const holder = aPayment({ id: 1, provider_id: "a" });
      expect(await repo.insert(holder, { holds: true })).to.equal("stored");
      expect(await repo.insert(aPayment({ id: 2, provider_id: "b" }), { holds: true })).to.equal("busy");
      expect(await repo.findById(2), "a busy one is not kept").to.equal(undefined);
      expect(
        await repo.insert(aPayment({ id: 3, provider: "click", provider_id: "c" }), { holds: true }),
      ).to.equal("stored");
      expect(
        await repo.insert(aPayment({ id: 4, provider_id: "d", invoice_id: 40 }), { holds: true }),
      ).to.equal("stored");
      const cancelled = {
        ...holder,
        state: "cancelled" as const,
        cancel_time: holder.create_time + 1,
        reason: 4,
      };
      expect(await repo.move(cancelled, "created")).to.deep.equal({ outcome: "moved", record: cancelled });
      expect(await repo.insert(aPayment({ id: 5, provider_id: "e" }), { holds: true })).to.equal("stored");
    });

    it("lets only one of two transactions made at once hold the invoice", async () => {
      const outcomes = await Promise.all([
        repo.insert(aPayment({ id: 1, provider_id: "a" }), { holds: true }),
        repo.insert(aPayment({ id: 2, provider_id: "b" }), { holds: true }),
      ]);
      expect([...outcomes].sort()).to.deep.equal(["busy", "stored"]);
      expect(await repo.listByInvoice(31)).to.have.length(1);
    });

    it("moves a transaction out of a state once: performed, then refunded; a later move from a left state is stale", async () => {
      const created = aPayment();
      await repo.insert(created, { holds: true });
      const paid = performed(created);
      expect(await repo.move(paid, "created")).to.deep.equal({ outcome: "moved", record: paid });
      expect(await repo.findById(1)).to.deep.equal(paid);
      const cancel = { ...created, state: "cancelled" as const, cancel_time: 9, reason: 3 };
      expect(await repo.move(cancel, "created")).to.deep.equal({ outcome: "stale" });
      const refunded = { ...paid, state: "refunded" as const, cancel_time: paid.perform_time + 1, reason: 5 };
      expect(await repo.move(refunded, "performed")).to.deep.equal({ outcome: "moved", record: refunded });
      expect(await repo.move({ ...refunded, cancel_time: 1 }, "performed")).to.deep.equal({
        outcome: "stale",
      });
      expect(await repo.findById(1)).to.deep.equal(refunded);
    });

    it("answers two identical moves at once with the one record stored", async () => {
      const created = aPayment();
      await repo.insert(created);
      const [first, second] = await Promise.all([
        repo.move(performed(created, 1_795_000_100_000), "created"),
        repo.move(performed(created, 1_795_000_100_001), "created"),
      ]);
      const stored = await repo.findById(1);
      expect(stored?.state).to.equal("performed");
      for (const outcome of [first, second])
        if (outcome?.outcome === "moved") expect(outcome.record).to.deep.equal(stored);
        else expect(outcome).to.deep.equal({ outcome: "stale" });
      expect([first, second].some((o) => o?.outcome === "moved")).to.equal(true);
    });

    it("performs at most one transaction of an invoice, even two at once, until the performed one is refunded", async () => {
      const payme = aPayment({ id: 1 });
      const click = aPayment({ id: 2, provider: "click", provider_id: "900" });
      await repo.insert(payme);
      await repo.insert(click);
      const outcomes = await Promise.all([
        repo.move(performed(payme), "created"),
        repo.move(performed(click), "created"),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).to.deep.equal(["invoicePaid", "moved"]);
      const [winner, loser] = outcomes[0]!.outcome === "moved" ? [payme, click] : [click, payme];
      expect((await repo.findById(loser.id))?.state, "the refused one stays created").to.equal("created");
      expect((await repo.listByInvoice(31)).filter((p) => p.state === "performed")).to.have.length(1);

      const refunded = { ...performed(winner), state: "refunded" as const, cancel_time: 99, reason: 5 };
      expect((await repo.move(refunded, "performed")).outcome).to.equal("moved");
      expect((await repo.move(performed(loser), "created")).outcome, "paid again after the refund").to.equal(
        "moved",
      );
    });

    it("lists the ledger newest first by the time made, filtered by period, branch, provider and state", async () => {
      const day = 86_400_000;
      const t0 = 1_795_000_000_000;
      const rows = [
        aPayment({ id: 1, provider_id: "a", create_time: t0 }),
        aPayment({ id: 2, provider_id: "b", create_time: t0 + day, branch_id: 3, invoice_id: 32 }),
        aPayment({ id: 3, provider: "click", provider_id: "c", create_time: t0 + 2 * day, invoice_id: 33 }),
        aPayment({
          id: 4,
          provider_id: "d",
          create_time: t0 + 3 * day,
          branch_id: undefined,
          invoice_id: 34,
        }),
      ];
      for (const row of rows) await repo.insert(row);
      await repo.move(performed(rows[1]!), "created");
      const ids = async (filter: Parameters<PaymentRepository["list"]>[0]) =>
        (await repo.list(filter)).map((p) => p.id);
      expect(await ids({})).to.deep.equal([4, 3, 2, 1]);
      expect(await ids({ created_from: t0 + day, created_before: t0 + 3 * day })).to.deep.equal([3, 2]);
      expect(await ids({ branch_id: 1 })).to.deep.equal([3, 1]);
      expect(await ids({ branch_ids: [3] })).to.deep.equal([2]);
      expect(await ids({ branch_id: 1, branch_ids: [3] }), "a branch not among the listed").to.deep.equal([]);
      expect(await ids({ branch_ids: [] })).to.deep.equal([]);
      expect(await ids({ provider: "click" })).to.deep.equal([3]);
      expect(await ids({ state: "performed", provider: "payme" })).to.deep.equal([2]);
      expect(
        await ids({ state: "created", branch_id: 1, provider: "payme", created_from: t0 }),
      ).to.deep.equal([1]);
    });

    it("lists a provider's transactions by the provider's time, both ends included, oldest first", async () => {
      const t0 = 1_795_000_000_000;
      await repo.insert(aPayment({ id: 1, provider_id: "a", provider_time: t0 + 20 }));
      await repo.insert(aPayment({ id: 2, provider_id: "b", provider_time: t0, invoice_id: 32 }));
      await repo.insert(aPayment({ id: 3, provider_id: "c", provider_time: t0 + 30, invoice_id: 33 }));
      await repo.insert(aPayment({ id: 4, provider: "click", provider_id: "d", provider_time: t0 + 10 }));
      const ids = async (from: number, to: number) =>
        (await repo.listByProviderTime("payme", from, to)).map((p) => p.id);
      expect(await ids(t0, t0 + 20)).to.deep.equal([2, 1]);
      expect(await ids(t0 + 21, t0 + 29)).to.deep.equal([]);
    });
  });
}
