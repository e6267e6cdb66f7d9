import { mkdtempSync, rmSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OutboxRecord, SendClaim, UserRecord } from "@portal/application";
import { addDays, tashkentDay } from "@portal/domain";
import { COLLECTIONS, createRepositories, MongoDocumentStore } from "@portal/persistence";
import { freePort, type MailpitServer, startMailpit, startOrSkip } from "@portal/testkit";
import { expect } from "chai";
import { ServerProcess } from "../../soak/serverProcess";
import { type ProductionServices, startProductionServices } from "../support/services";

const CUSTOMERS = 40;
const FIRST_ID = 1000;
/** 10:00 in Tashkent on that day. */
const tenOClock = (day: string, minutes = 0) =>
  new Date(Date.parse(`${day}T05:00:00Z`) + minutes * 60_000).toISOString();

/** Waits for a state, polling; the limit only turns a hang into a clear failure. */
async function until<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  limitMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** POST /api/test/clock on one server process (a fresh client: the CSRF cookie first). */
async function moveClock(server: ServerProcess, at: string) {
  const first = await fetch(`${server.url}/healthz`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? "";
  const answer = await fetch(`${server.url}/api/test/clock`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie, "x-xsrf-token": decodeURIComponent(token) },
    body: JSON.stringify({ at }),
  });
  if (answer.status !== 200) throw new Error(`clock: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<{
    tick: { run?: { mails: number }; delivery: { sent: number; failed: number } };
  }>;
}

/**
 * Exactly once on the production profile: two built server processes on one FerretDB, a
 * real SMTP server (Mailpit), one server killed with SIGKILL while it holds a mail in the
 * middle of the SMTP conversation, and the SMTP server down for a while.
 */
describe("reminders exactly once: two servers, kill -9, the SMTP server down (FerretDB, Redis, MinIO, Mailpit)", function () {
  this.timeout(240_000);
  let services: ProductionServices;
  let mailpit: MailpitServer;
  let store: MongoDocumentStore;
  let a: ServerProcess;
  let b: ServerProcess;
  let workDir: string;
  const day = addDays(tashkentDay(new Date()), 10);

  before(async function () {
    services = await startProductionServices(this);
    mailpit = await startOrSkip(this, "Mailpit", () => startMailpit());
    workDir = mkdtempSync(join(tmpdir(), "portal-reminders-"));
    const env = {
      ...services.env,
      SMTP_URL: mailpit.smtpUrl,
      MAIL_FROM: "Portal <noreply@portal.test>",
      PUBLIC_URL: "https://portal.test",
      PORTAL_TEST_CLOCK: "1",
      REMINDER_TICK_SECONDS: "0",
      DATA_DIR: workDir,
    };
    const [portA, portB] = await Promise.all([freePort(), freePort()]);
    a = new ServerProcess("server A", portA, env, join(workDir, "a.log"));
    b = new ServerProcess("server B", portB, env, join(workDir, "b.log"));
    await a.start();
    await b.start();
    store = new MongoDocumentStore({ url: services.env.MONGO_URL!, database: services.env.MONGO_DB! });
    await store.open();
    const repositories = createRepositories(store);
    for (let i = 0; i < CUSTOMERS; i++) {
      const id = FIRST_ID + i;
      const user: UserRecord = {
        id,
        login: `reminded.${id}`,
        password_hash: "scrypt$unused",
        role: i % 2 ? "person" : "company",
        corporate: i % 2 ? 0 : 1,
        discount: "0",
        info: {
          first_name: "Test",
          last_name: `${id}`,
          middle_name: "",
          tin: "123456789",
          phone: "",
          email: `c${id}@example.uz`,
        },
      };
      await repositories.users.save(user);
      await repositories.selfDevices.insert({
        id: 50_000 + i,
        user_id: id,
        device_id: 49,
        country_id: 1,
        area_of_use_id: 14,
        inspection_date: addDays(day, -358),
        next_inspection_date: addDays(day, 7),
      });
    }
  });

  after(async () => {
    await a?.stop();
    await b?.stop();
    await store?.close();
    await mailpit?.dispose();
    await services?.dispose();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const claims = () => store.collection<SendClaim>(COLLECTIONS.mailClaims);
  const outbox = () => store.collection<OutboxRecord>(COLLECTIONS.mailOutbox);
  /** Ticks at later and later minutes of the day until nothing is pending (each backoff passed). */
  async function deliverAll(server: ServerProcess, on: string) {
    for (let minutes = 180; minutes < 24 * 60; minutes += 60) {
      if ((await outbox().countDocuments({ state: "pending" })) === 0) return;
      await moveClock(server, tenOClock(on, minutes));
    }
    throw new Error("mail still pending at the end of the day");
  }

  it("sends each customer's reminder once though both servers run the day and one is killed holding a mail mid-SMTP", async () => {
    // A hung SMTP server: connections open but no greeting, so a sender waits holding its claim.
    await mailpit.pause();
    const onA = moveClock(a, tenOClock(day)).catch((error: unknown) => error);
    const onB = moveClock(b, tenOClock(day));
    // Both hold a claim: A's is the one that dies with it.
    await until("both servers to hold a mail", async () => (await claims().countDocuments({})) >= 2);
    await a.kill9();
    mailpit.resume();
    await onA;
    await onB;
    // The dead server's mail waits out its lease (two minutes of the clock), then B sends it.
    await moveClock(b, tenOClock(day, 3));
    await moveClock(b, tenOClock(day, 90)); // past any backoff from the hung minute
    await deliverAll(b, day);
    const delivered = await mailpit.messages();
    const recipients = delivered.flatMap((m) => m.to).sort();
    const expected = Array.from({ length: CUSTOMERS }, (_, i) => `c${FIRST_ID + i}@example.uz`).sort();
    expect(recipients).to.deep.equal(expected);
    expect(new Set(delivered.map((m) => m.messageId)).size).to.equal(CUSTOMERS);
    // The killed server's mail was taken over: its second attempt, by B, sent it.
    expect(await outbox().countDocuments({ state: "sent", attempts: { $gte: 2 } })).to.be.greaterThan(0);
    expect(delivered[0]!.subject).to.match(/^Eslatma: 1 ta oʻlchash vositasining qiyoslash muddati$/);
    expect(delivered[0]!.text).to.contain("https://portal.test/applications/verification?register=due");
    expect(delivered[0]!.headers["List-Unsubscribe"]?.[0]).to.match(
      /^<https:\/\/portal\.test\/unsubscribe\?u=\d+&t=/,
    );
  });

  it("retries while the SMTP server is down and delivers once it is back on the same port", async () => {
    await mailpit.clear();
    await b.stop();
    await a.start(); // the killed server comes back; B is off, so A does all of it
    const next = addDays(day, 8); // the overdue day of the same entries (due on day + 7)
    await mailpit.stop();
    const down = await moveClock(a, tenOClock(next));
    expect(down.tick.run?.mails).to.equal(CUSTOMERS);
    expect(down.tick.delivery.sent).to.equal(0);
    expect(down.tick.delivery.failed).to.be.greaterThan(0);
    await mailpit.restart();
    await moveClock(a, tenOClock(next, 90));
    await deliverAll(a, next);
    const delivered = await mailpit.messages();
    expect(delivered.flatMap((m) => m.to).sort()).to.deep.equal(
      Array.from({ length: CUSTOMERS }, (_, i) => `c${FIRST_ID + i}@example.uz`).sort(),
    );
    expect(delivered[0]!.text).to.contain("qiyoslash muddati");
  });

  it("catches up days no server ran, on both servers at once: one message per customer, listing what those days missed", async () => {
    await mailpit.clear();
    await b.start();
    const next = addDays(day, 8);
    const later = addDays(next, 10); // no server ran on the nine days between
    const repositories = createRepositories(store);
    for (let i = 0; i < CUSTOMERS; i++) {
      // Its "7 days before" fell on a missed day (later - 5); 2 days are left on the day of the run.
      await repositories.selfDevices.insert({
        id: 60_000 + i,
        user_id: FIRST_ID + i,
        device_id: 49,
        country_id: 1,
        area_of_use_id: 14,
        inspection_date: addDays(later, -363),
        next_inspection_date: addDays(later, 2),
        serial_number: `CU-${i}`,
      });
    }
    const [onA, onB] = await Promise.all([moveClock(a, tenOClock(later)), moveClock(b, tenOClock(later))]);
    // Both may have run the day; whatever each made, the store holds one mail per customer.
    expect([onA, onB].some((answer) => answer.tick.run)).to.equal(true);
    await deliverAll(a, later);
    expect(await outbox().countDocuments({ key: { $regex: `:${later}$` } })).to.equal(CUSTOMERS);
    const delivered = await mailpit.messages();
    expect(delivered.flatMap((m) => m.to).sort()).to.deep.equal(
      Array.from({ length: CUSTOMERS }, (_, i) => `c${FIRST_ID + i}@example.uz`).sort(),
    );
    for (const mail of delivered)
      expect(mail.text).to.match(/\(№ CU-\d+\): keyingi qiyoslash .* \(2 kun qoldi\)/);
  });
});
