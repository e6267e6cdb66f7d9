import {
  aBranchStaffMember,
  aCustomer,
  anAppeal,
  aReviewer,
  aStaffMember,
  aUser,
} from "@portal/testkit/builders";
import { expect } from "chai";
import { leftOf, rightOf } from "../support";
import { click, INVOICE, NOW_MS, payme, paymentWorld } from "./paymentWorld";

const payInBase64 = (link: string) =>
  Buffer.from(link.replace("https://checkout.paycom.uz/", ""), "base64").toString("utf8");

describe("payments: the appeal's invoices and receipts", () => {
  it("shows the owner an unpaid invoice with Payme's and Click's checkout for its exact total", async () => {
    const { useCases } = paymentWorld();
    const [invoice] = rightOf(await useCases.appealPayments({ ...aCustomer(), lang: "ru" }, 57));
    expect(invoice).to.deep.include({
      invoice_id: 31,
      contract_number: "HF-17",
      total: "1284446.80",
      state: "unpaid",
      receipts: [],
    });
    expect(payInBase64(invoice!.pay!.payme)).to.equal(
      "m=5e730e8e0b852a417aa49ceb;ac.invoice=31;a=128444680;l=ru;c=https://portal.example.uz/appeals/57",
    );
    const clickLink = new URL(invoice!.pay!.click);
    expect(clickLink.origin + clickLink.pathname).to.equal("https://my.click.uz/services/pay");
    expect(Object.fromEntries(clickLink.searchParams)).to.deep.equal({
      service_id: "1001",
      merchant_id: "2002",
      amount: "1284446.80",
      transaction_param: "31",
      return_url: "https://portal.example.uz/appeals/57",
    });
  });

  it("shows a paid invoice with its receipt and no checkout; a refunded one with its receipt and the checkout again", async () => {
    const world = paymentWorld();
    await world.useCases.payme(payme.create("p1"), NOW_MS);
    await world.useCases.payme(payme.perform("p1"), NOW_MS + 1000);
    const [paid] = rightOf(await world.useCases.appealPayments(aCustomer(), 57));
    expect(paid).to.deep.include({ state: "paid", pay: undefined });
    expect(paid!.receipts).to.deep.equal([
      {
        provider: "payme",
        transaction: "p1",
        amount: "1284446.80",
        paid_at: new Date(NOW_MS + 1000).toISOString(),
        state: "performed",
      },
    ]);
    await world.useCases.payme(payme.cancel("p1"), NOW_MS + 2000);
    const [refunded] = rightOf(await world.useCases.appealPayments(aCustomer(), 57));
    expect(refunded!.state).to.equal("refunded");
    expect(refunded!.receipts.map((r) => r.state)).to.deep.equal(["refunded"]);
    expect(refunded!.pay).to.not.equal(undefined);
  });

  it("keeps a transaction in progress or cancelled off the receipts", async () => {
    const world = paymentWorld();
    await world.useCases.clickPrepare(click.prepare("9"));
    await world.useCases.payme(payme.create("p1"), NOW_MS);
    await world.useCases.payme(payme.cancel("p1"), NOW_MS);
    const [invoice] = rightOf(await world.useCases.appealPayments(aCustomer(), 57));
    expect(invoice).to.deep.include({ state: "unpaid", receipts: [] });
  });

  it("shows staff of the appeal's branch the invoices without checkout; refuses another branch's staff and reviewers, hides another customer's appeal", async () => {
    const { useCases } = paymentWorld();
    const [invoice] = rightOf(await useCases.appealPayments(aStaffMember(), 57));
    expect(invoice).to.deep.include({ state: "unpaid", pay: undefined });
    expect(leftOf(await useCases.appealPayments(aBranchStaffMember([7]), 57))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.appealPayments(aReviewer(), 57))._tag).to.equal("Forbidden");
    expect(leftOf(await useCases.appealPayments(aCustomer({ id: 9 }), 57))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.appealPayments(aCustomer(), 999))._tag).to.equal("NotFound");
    expect(leftOf(await useCases.appealPayments({ lang: "uz" }, 57))._tag).to.equal("Unauthenticated");
  });

  it("lists only invoices, and offers no checkout when the portal is not registered with the systems", async () => {
    const world = paymentWorld({
      contracts: [INVOICE, { ...INVOICE, id: 30, kind: "contract" }],
      config: { paymeMerchantId: "" },
    });
    const invoices = rightOf(await world.useCases.appealPayments(aCustomer(), 57));
    expect(invoices.map((i) => [i.invoice_id, i.state, i.pay])).to.deep.equal([[31, "unpaid", undefined]]);
  });
});

describe("payments: the ledger", () => {
  const day = 86_400_000;
  /** Invoices 31 (appeal 57, branch 1) and 32 (appeal 58, branch 3), paid on two days in Tashkent. */
  async function ledgerWorld() {
    const world = paymentWorld({
      appeals: [
        anAppeal({ status: "invoiced" }),
        anAppeal({ id: 58, status: "invoiced", branch_id: 3, owner_id: 5 }),
      ],
      contracts: [INVOICE, { ...INVOICE, id: 32, appeal_id: 58, owner_id: 5, contract_number: "HF-18" }],
      users: [
        aUser({ info: { ...aUser().info, company_name: "Demo MChJ" } }),
        aUser({
          id: 5,
          role: "person",
          corporate: 0,
          info: { ...aUser().info, first_name: "Ali", last_name: "Valiyev" },
        }),
      ],
    });
    await world.useCases.payme(payme.create("p1"), NOW_MS);
    await world.useCases.payme(payme.perform("p1"), NOW_MS + 1000);
    world.setNow(new Date(NOW_MS + day));
    await world.useCases.clickPrepare(click.prepare("7", { invoice: 32 }));
    return world;
  }

  it("lists every transaction newest first, with the invoice's number, the customer and the times", async () => {
    const world = await ledgerWorld();
    const entries = rightOf(await world.useCases.ledger(aStaffMember(), {}));
    expect(entries).to.deep.equal([
      {
        id: 101,
        provider: "click",
        transaction: "7",
        invoice_id: 32,
        contract_number: "HF-18",
        appeal_id: 58,
        customer: "Valiyev Ali",
        branch_id: 3,
        amount: "1284446.80",
        state: "created",
        created_at: new Date(NOW_MS + day).toISOString(),
        performed_at: undefined,
        cancelled_at: undefined,
      },
      {
        id: 100,
        provider: "payme",
        transaction: "p1",
        invoice_id: 31,
        contract_number: "HF-17",
        appeal_id: 57,
        customer: "Demo MChJ",
        branch_id: 1,
        amount: "1284446.80",
        state: "performed",
        created_at: new Date(NOW_MS).toISOString(),
        performed_at: new Date(NOW_MS + 1000).toISOString(),
        cancelled_at: undefined,
      },
    ]);
  });

  it("filters by Tashkent days, branch, system and state; a regional staff member sees their branches only", async () => {
    const world = await ledgerWorld();
    const ids = async (query: Parameters<typeof world.useCases.ledger>[1], actor = aStaffMember()) =>
      rightOf(await world.useCases.ledger(actor, query)).map((e) => e.id);
    expect(await ids({ from: "2026-11-21", to: "2026-11-21" })).to.deep.equal([100]);
    expect(await ids({ from: "2026-11-22" })).to.deep.equal([101]);
    expect(await ids({ to: "2026-11-20" })).to.deep.equal([]);
    expect(await ids({ branch_id: 3 })).to.deep.equal([101]);
    expect(await ids({ provider: "payme" })).to.deep.equal([100]);
    expect(await ids({ state: "created" })).to.deep.equal([101]);
    expect(await ids({}, aBranchStaffMember([3]))).to.deep.equal([101]);
    expect(await ids({ branch_id: 1 }, aBranchStaffMember([3]))).to.deep.equal([]);
  });

  it("refuses a period that ends before it begins, and anyone but staff", async () => {
    const world = await ledgerWorld();
    const refused = leftOf(
      await world.useCases.ledger(aStaffMember(), { from: "2026-11-22", to: "2026-11-21" }),
    );
    expect(refused).to.deep.equal({ _tag: "Invalid", messages: [{ key: "ledgerPeriodInvalid" }] });
    expect(leftOf(await world.useCases.ledger(aReviewer(), {}))._tag).to.equal("Forbidden");
    expect(leftOf(await world.useCases.ledger(aCustomer(), {}))._tag).to.equal("Forbidden");
  });
});
