import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type AppealRepository,
  type ContractRepository,
  type IdGenerator,
  type Lifecycle,
  makePaymentsUseCases,
  type PaymentRepository,
  TOKENS,
  type UserRepository,
} from "@portal/application";
import { clickAmount, type Money } from "@portal/domain";
import { aContract, anAppeal, aStaffMember } from "@portal/testkit/builders";
import { expect } from "chai";
import { Container } from "inversify";
import { embeddedPersistenceModule } from "../src/modules";

const NOW = new Date("2026-11-21T10:00:00Z");
const TOTAL = 128_444_680n as Money;

const clickCall = (id: string, action: "0" | "1", prepareId?: number) => ({
  fields: {
    click_trans_id: id,
    service_id: "1001",
    click_paydoc_id: `9${id}`,
    merchant_trans_id: "31",
    amount: "1284446.80",
    action,
    error: "0",
    error_note: "Success",
    sign_time: "2026-11-21 15:00:00",
    sign_string: "checked by the adapter",
    merchant_prepare_id: String(prepareId ?? ""),
  },
  invoice: 31,
  amount: clickAmount("1284446.80")!,
  clickError: 0,
});

/**
 * The payments use cases over the embedded store itself: the ledger's unique keys and claims
 * decide what the protocols promise (a transaction once, an invoice paid once) when calls
 * arrive together, as they do from two payment systems.
 */
describe("payments use cases on the embedded store (issue 29)", function () {
  this.timeout(90_000);
  let dataDir: string;
  let container: Container;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "portal-payments-"));
    container = new Container();
    await container.load(
      embeddedPersistenceModule({ dataDir, demoAccounts: true, demoPassword: "demo-parol" }),
    );
    await container.get<Lifecycle>(TOKENS.Lifecycle).start();
    await container.get<AppealRepository>(TOKENS.AppealRepository).insert(anAppeal({ status: "invoiced" }));
    await container.get<ContractRepository>(TOKENS.ContractRepository).insert(aContract({ kind: "invoice" }));
  });
  afterEach(async () => {
    await container.get<Lifecycle>(TOKENS.Lifecycle).stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  function world() {
    const port = <T>(token: symbol) => container.get<T>(token);
    const payments = port<PaymentRepository>(TOKENS.PaymentRepository);
    const appeals = port<AppealRepository>(TOKENS.AppealRepository);
    const told: string[] = [];
    const useCases = makePaymentsUseCases({
      payments,
      contracts: port<ContractRepository>(TOKENS.ContractRepository),
      appeals,
      users: port<UserRepository>(TOKENS.UserRepository),
      events: {
        stepTaken: async () => undefined,
        instrumentsReceived: async () => undefined,
        paymentReceived: async (appeal, payment) => void told.push(`${appeal.status} ${payment.provider}`),
        paymentCancelled: async (appeal, payment) => void told.push(`${appeal.status} ${payment.provider}`),
      },
      clock: { now: () => NOW },
      ids: port<IdGenerator>(TOKENS.IdGenerator),
      config: {
        paymeMerchantId: "cashbox",
        paymeCheckoutUrl: "https://checkout.paycom.uz",
        clickServiceId: "1001",
        clickMerchantId: "2002",
        clickCheckoutUrl: "https://my.click.uz/services/pay",
        returnUrl: (id) => `https://portal.example.uz/appeals/${id}`,
      },
    });
    return { useCases, payments, appeals, told };
  }

  it("pays the invoice through Payme once, however often Payme repeats, and the appeal is paid", async () => {
    const { useCases, payments, appeals, told } = world();
    const now = NOW.getTime();
    const create = { method: "CreateTransaction", id: "p1", time: now, amount: TOTAL, invoice: 31 } as const;
    const created = await useCases.payme(create, now);
    expect(await useCases.payme(create, now + 1)).to.deep.equal(created);
    const performed = await useCases.payme({ method: "PerformTransaction", id: "p1" }, now + 2);
    expect(await useCases.payme({ method: "PerformTransaction", id: "p1" }, now + 3)).to.deep.equal(
      performed,
    );
    expect(performed).to.deep.include({ _tag: "result" });
    expect((await appeals.findById(57))?.status).to.equal("paid");
    expect((await payments.listByInvoice(31)).map((p) => p.state)).to.deep.equal(["performed"]);
    expect(told[0]).to.equal("paid payme");

    const prepared = await useCases.clickPrepare(clickCall("5001", "0"));
    expect(prepared.error, "Click: already paid").to.equal(-4);
    const ledger = await useCases.ledger(aStaffMember(), {});
    expect(ledger._tag === "Right" && ledger.right.map((e) => [e.provider, e.state])).to.deep.equal([
      ["payme", "performed"],
    ]);
  });

  it("lets one of two Payme transactions made at once hold the invoice", async () => {
    const { useCases, payments } = world();
    const now = NOW.getTime();
    const outcomes = await Promise.all(
      ["p1", "p2"].map((id) =>
        useCases.payme({ method: "CreateTransaction", id, time: now, amount: TOTAL, invoice: 31 }, now),
      ),
    );
    expect(outcomes.map((o) => (o._tag === "error" ? o.error : "created")).sort()).to.deep.equal([
      "created",
      "invoiceBusy",
    ]);
    expect(await payments.listByInvoice(31)).to.have.length(1);
  });

  it("performs one payment of an invoice Payme and Click complete at once", async () => {
    const { useCases, payments, appeals } = world();
    const now = NOW.getTime();
    await useCases.payme(
      { method: "CreateTransaction", id: "p1", time: now, amount: TOTAL, invoice: 31 },
      now,
    );
    const prepared = await useCases.clickPrepare(clickCall("5001", "0"));
    const [payme, click] = await Promise.all([
      useCases.payme({ method: "PerformTransaction", id: "p1" }, now),
      useCases.clickComplete(clickCall("5001", "1", prepared.merchant_prepare_id ?? 0)),
    ]);
    expect([payme._tag === "result", click.error === 0].filter(Boolean)).to.have.length(1);
    expect((await payments.listByInvoice(31)).filter((p) => p.state === "performed")).to.have.length(1);
    const appeal = await appeals.findById(57);
    expect(appeal?.status).to.equal("paid");
    expect(appeal?.history.filter((e) => e.action === "pay")).to.have.length(1);
  });
});
