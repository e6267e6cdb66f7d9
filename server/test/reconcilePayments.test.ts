import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { addDays, tashkentDay } from "@portal/domain";
import type { PaymeTransaction } from "@portal/payments";
import { expect } from "chai";
import { reconcilePayments } from "../src/tools/reconcilePayments";
import { invoicedAppeal, type PaymentStandIns, paymeOrder, startPaymentStandIns } from "./support/payments";
import { startTestPortal, TEST_PASSWORD_COST } from "./support/server";

/**
 * `npm run payments:reconcile` on the embedded store: the ledger's Payme transactions of a
 * period against Payme's own record, served by the stand-in's /report or read from a file.
 */
describe("the Payme reconciliation command", function () {
  this.timeout(60_000);
  let dir: string;
  let standIns: PaymentStandIns;
  let paid: PaymeTransaction[];
  const today = tashkentDay(new Date());
  const period = ["--from", addDays(today, -1), "--to", addDays(today, 1)];
  const env = () => ({ DATA_DIR: dir, DEMO_ACCOUNTS: "off", PASSWORD_HASH_COST: TEST_PASSWORD_COST });

  /** Runs the command on the stopped portal's folder: its exit code and what it printed. */
  async function run(...args: string[]) {
    const lines: string[] = [];
    const code = await reconcilePayments(args, env(), (line) => lines.push(line));
    return { code, text: lines.join("\n") };
  }

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), "portal-reconcile-"));
    standIns = await startPaymentStandIns();
    const portal = await startTestPortal(standIns.env, dir);
    standIns.attach(portal);
    try {
      const [company, staff] = await Promise.all([
        portal.signedIn("demo.company"),
        portal.signedIn("demo.staff"),
      ]);
      for (let i = 0; i < 3; i++) {
        const run = await standIns.payme.pay(paymeOrder(await invoicedAppeal(company, staff)));
        expect(run.paid).to.equal(true);
      }
      paid = [...standIns.payme.transactions()];
    } finally {
      // The embedded folder is one process's at a time: the command opens it once the portal is gone.
      await portal.stop();
    }
  });
  after(async () => {
    await standIns?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("agrees with Payme's record when nothing differs, and exits 0", async () => {
    const agreed = await run(...period, "--report", `${standIns.payme.url}/report`);

    expect(agreed.code, agreed.text).to.equal(0);
    expect(agreed.text).to.include("3 transactions in the ledger, 3 in Payme's report");
    expect(agreed.text).to.include("missing (Payme has them, the ledger does not): 0");
  });

  it("lists a transaction only Payme has as missing and one only the ledger has as extra, and exits 1", async () => {
    const [kept, lost] = paid;
    const stranger: PaymeTransaction = {
      ...kept!,
      id: "f".repeat(24),
      account: { invoice: "424242" },
      transaction: "424242",
    };
    standIns.payme.forget(lost!.id);
    standIns.payme.remember(stranger);
    try {
      const differing = await run(...period, "--report", `${standIns.payme.url}/report`);

      expect(differing.code, differing.text).to.equal(1);
      const [missing, extra] = differing.text.split("extra (");
      expect(missing).to.include(stranger.id).and.include("invoice 424242");
      expect(extra).to.include(lost!.id);
      expect(differing.text).to.not.include(kept!.id);
      expect(differing.text).to.include("mismatching (state or amount): 0");
    } finally {
      standIns.payme.forget(stranger.id);
      standIns.payme.remember(lost!);
    }
  });

  it("reads Payme's report from a file too (a saved GetStatement answer), and finds a state and an amount that differ", async () => {
    const [first, second] = paid;
    const file = join(dir, "payme-statement.json");
    writeFileSync(
      file,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        result: {
          transactions: [
            ...paid.slice(2),
            { ...first!, amount: first!.amount + 1 },
            { ...second!, state: -2, cancel_time: second!.perform_time + 1 },
          ],
        },
      }),
    );

    const differing = await run(...period, "--report", file);

    expect(differing.code, differing.text).to.equal(1);
    expect(differing.text).to.include("mismatching (state or amount): 2");
    expect(differing.text).to.include(
      `${first!.id}  ledger: ${(first!.amount / 100).toFixed(2)} so'm, state 2`,
    );
    expect(differing.text).to.include(`${second!.id}  ledger:`).and.include("state -2");
  });

  it("compares only the period: a day without transactions agrees with an empty report", async () => {
    const file = join(dir, "empty.json");
    writeFileSync(file, "[]");

    const empty = await run("--from", "2020-01-01", "--to", "2020-01-02", "--report", file);

    expect(empty.code, empty.text).to.equal(0);
    expect(empty.text).to.include("0 transactions in the ledger, 0 in Payme's report");
  });

  it("refuses to compare without a period or a report, or with one it cannot read: exit 2", async () => {
    const broken = join(dir, "broken.json");
    writeFileSync(broken, '{"transactions": [{"id": 1}]}');

    expect((await run("--from", today, "--report", broken)).code).to.equal(2);
    expect((await run("--from", today, "--to", addDays(today, -1), "--report", broken)).code).to.equal(2);
    expect((await run(...period)).code).to.equal(2);
    const unreadable = await run(...period, "--report", broken);
    expect(unreadable.code).to.equal(2);
    expect(unreadable.text).to.include("not a list of GetStatement's transactions");
    expect((await run(...period, "--report", join(dir, "absent.json"))).code).to.equal(2);
  });
});
