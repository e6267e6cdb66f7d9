import { createHash } from "node:crypto";
import { type ClickComplete, clickSignSource } from "@portal/domain";
import { expect } from "chai";
import { type ClickStandIn, startClickStandIn, testMark } from "../src";
import { type FakeMerchant, type Received, startFakeMerchant } from "./support/fakeMerchant";

const SECRET = "click-secret";
const SERVICE = "4711";
const MERCHANT = "8800";

const fieldsOf = (request: Received) => Object.fromEntries(new URLSearchParams(request.body));

/** A merchant with one invoice (15, 100 800 so'm) answering as Click's SHOP-API has it. */
function merchantAnswer(request: Received) {
  const f = fieldsOf(request);
  const base = { click_trans_id: f.click_trans_id, merchant_trans_id: f.merchant_trans_id };
  if (f.merchant_trans_id !== "15") return { ...base, error: -5, error_note: "User does not exist" };
  if (f.amount !== "100800.00") return { ...base, error: -2, error_note: "Incorrect parameter amount" };
  if (f.action === "0") return { ...base, merchant_prepare_id: 31, error: 0, error_note: "Success" };
  if (f.error !== "0") return { ...base, error: -9, error_note: "Transaction cancelled" };
  return { ...base, merchant_confirm_id: 32, error: 0, error_note: "Success" };
}

describe("the Click stand-in", () => {
  let merchant: FakeMerchant;
  let click: ClickStandIn;
  const order = { invoice: 15, amount: "100800.00" };

  beforeEach(async () => {
    merchant = await startFakeMerchant(merchantAnswer);
    click = await startClickStandIn({
      serviceId: SERVICE,
      merchantId: MERCHANT,
      secretKey: SECRET,
      prepareUrl: () => `${merchant.url}/prepare`,
      completeUrl: () => `${merchant.url}/complete`,
      now: () => Date.UTC(2026, 2, 1, 5, 0, 0),
    });
  });
  afterEach(async () => {
    await click.close();
    await merchant.close();
  });

  /** Whether a call's sign is the MD5 Click documents, as the portal's domain computes it. */
  const signedRight = (request: Received, secret = SECRET) => {
    const f = fieldsOf(request) as unknown as ClickComplete;
    return createHash("md5").update(clickSignSource(f, secret)).digest("hex") === f.sign_string;
  };

  it("pays as the page's button does: a signed Prepare, then a signed Complete carrying the prepare id", async () => {
    const run = await click.pay(click.checkoutUrl({ ...order, returnUrl: "http://portal.test/appeals/9" }));

    expect(run.paid).to.equal(true);
    expect(merchant.received.map((r) => r.path)).to.deep.equal(["/prepare", "/complete"]);
    expect(
      merchant.received.every((r) => r.headers["content-type"] === "application/x-www-form-urlencoded"),
    ).to.equal(true);
    const [prepare, complete] = merchant.received.map(fieldsOf);
    expect(prepare).to.deep.include({
      service_id: SERVICE,
      merchant_trans_id: "15",
      amount: "100800.00",
      action: "0",
      error: "0",
      sign_time: "2026-03-01 10:00:00",
    });
    expect(prepare).to.not.have.property("merchant_prepare_id");
    expect(complete).to.deep.include({
      action: "1",
      merchant_prepare_id: "31",
      click_trans_id: prepare!.click_trans_id,
    });
    expect(merchant.received.every((r) => signedRight(r))).to.equal(true);
    expect(click.transactions()).to.deep.equal([
      {
        click_trans_id: run.clickTransId,
        click_paydoc_id: prepare!.click_paydoc_id,
        merchant_trans_id: "15",
        amount: "100800.00",
        merchant_prepare_id: 31,
        merchant_confirm_id: 32,
        state: "paid",
      },
    ]);
  });

  it("replays a wrong sign, an amount one tiyin more and an invoice the merchant never issued", async () => {
    await click.scenario("wrongSign", order);
    expect(merchant.received.map((r) => signedRight(r))).to.deep.equal([false, false, false]);

    const amount = await click.scenario("wrongAmount", order);
    const unknown = await click.scenario("unknownInvoice", order);
    expect(fieldsOf(merchant.received[3]!).amount).to.equal("100800.01");
    expect(amount.steps.map((s) => s.answer?.error)).to.deep.equal([-2]);
    expect(unknown.steps.map((s) => s.answer?.error)).to.deep.equal([-5]);
  });

  it("replays Complete repeated, and Click's own failure (−5017) reported in Complete", async () => {
    const repeated = await click.scenario("completeRepeated", order);
    const failed = await click.scenario("clickErrorInComplete", order);

    expect(repeated.steps.map((s) => s.action)).to.deep.equal(["prepare", "complete", "complete"]);
    expect(fieldsOf(merchant.received.at(-1)!)).to.deep.include({ error: "-5017", action: "1" });
    expect(failed.steps.at(-1)!.answer?.error).to.equal(-9);
    expect(failed.paid).to.equal(false);
    expect(click.transactions().find((t) => t.click_trans_id === failed.clickTransId)?.state).to.equal(
      "cancelled",
    );
  });

  describe("its payment page", () => {
    it("shows the invoice and amount in Uzbek and Russian, marked as a test service", async () => {
      const response = await fetch(click.checkoutUrl(order));
      const html = await response.text();

      expect(response.status).to.equal(200);
      expect(html).to.include('<html lang="uz">');
      expect(html).to.include(testMark("Click").uz);
      expect(html).to.include("100 800,00 soʻm");
      expect(html).to.include('<span lang="ru">100 800,00 сум</span>');
      expect(html).to.include('<input type="hidden" name="transaction_param" value="15">');
    });

    it("refuses another service's page or a broken amount with 400", async () => {
      const other = click.checkoutUrl(order).replace(`service_id=${SERVICE}`, "service_id=1");

      expect((await fetch(other)).status).to.equal(400);
      expect((await fetch(click.checkoutUrl({ ...order, amount: "1e5" }))).status).to.equal(400);
    });

    it("pays when its button is pressed, says so, and links back; never a javascript: link", async () => {
      const post = (returnUrl: string) =>
        fetch(click.checkoutBase, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({
            service_id: SERVICE,
            merchant_id: MERCHANT,
            amount: order.amount,
            transaction_param: "15",
            return_url: returnUrl,
          }).toString(),
        }).then((r) => r.text());

      const paid = await post("http://portal.test/appeals/9");
      const sneaky = await post("javascript:alert(1)");

      expect(paid).to.include('role="status"');
      expect(paid).to.include('<a href="http://portal.test/appeals/9">');
      expect(sneaky).to.not.include("javascript:");
    });
  });
});
