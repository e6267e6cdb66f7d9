import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { addDays, tashkentDay } from "@portal/domain";
import { expect } from "chai";
import { ConfigError, readConfig } from "../src/config";
import { selfDevice } from "./support/fixtures";
import { startTestPortal, type TestPortal } from "./support/server";

/** The Tashkent day `days` after today, at 10:00 there (05:00 UTC): past the default reminder hour. */
const tenOClock = (day: string) => `${day}T05:00:00.000Z`;

describe("reminders on the embedded profile (.eml files, the test clock)", function () {
  this.timeout(60_000);
  let portal: TestPortal;
  const today = tashkentDay(new Date());
  const outbox = () => join(portal.dataDir, "mail", "outbox");
  const emlFiles = () => {
    try {
      return readdirSync(outbox()).filter((name) => name.endsWith(".eml"));
    } catch {
      return [];
    }
  };

  before(async () => {
    portal = await startTestPortal({
      PORTAL_TEST_CLOCK: "1",
      REMINDER_TICK_SECONDS: "0",
      PUBLIC_URL: "http://localhost:0",
    });
  });
  after(() => portal?.stop());

  it("the clock moves 23 days: one e-mail to the company (an .eml file), one notification, nothing to whoever turned e-mail off", async () => {
    const [company, person] = await Promise.all([
      portal.signedIn("demo.company"),
      portal.signedIn("demo.person"),
    ]);
    const due = addDays(today, 30);
    for (const serial of ["A-1", "A-2"]) {
      const saved = await company.post(
        "/self-devices/save",
        selfDevice({
          inspection_date: addDays(today, -335),
          next_inspection_date: due,
          serial_number: serial,
        }),
      );
      expect(saved.status, saved.text).to.equal(200);
    }
    await person.post(
      "/self-devices/save",
      selfDevice({ inspection_date: addDays(today, -335), next_inspection_date: due }),
    );
    const off = await person.post("/api/notifications/settings", { email_reminders: false });
    expect(off.json.data).to.deep.include({ email_reminders: false, has_email: true });
    // The company reads the portal in Russian: its reminders come in Russian.
    await company.get("/api/notifications/unread-count", { "accept-language": "ru" });

    const moved = await portal.client().post("/api/test/clock", { at: tenOClock(addDays(today, 23)) });
    expect(moved.status, moved.text).to.equal(200);
    expect(moved.json.tick.run).to.deep.include({ entries: 3, customers: 2, notifications: 2, mails: 1 });
    expect(moved.json.tick.delivery).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 0 });

    const files = emlFiles();
    expect(files).to.deep.equal([`reminder_2_${addDays(today, 23)}.eml`]);
    // Long header lines are folded (RFC 5322): unfold before reading them.
    const eml = readFileSync(join(outbox(), files[0]!), "utf8").replace(/\r\n[ \t]+/g, " ");
    expect(eml).to.match(/^To: demo\.company@example\.com\r$/m);
    expect(eml).to.match(/^Message-ID: <reminder\.2\.\d{4}-\d\d-\d\d@localhost>\r$/m);
    expect(eml).to.match(/^List-Unsubscribe: <http:\/\/localhost:0\/unsubscribe\?u=2&t=[\w-]+&lang=ru>/m);
    expect(eml).to.match(/^Subject: =\?UTF-8\?/m); // Cyrillic, encoded

    const bell = await company.get("/api/notifications/unread-count");
    expect(bell.json).to.deep.equal({ unread: 1 });
    const list = await company.get("/api/notifications");
    expect(list.json.data.items).to.have.length(1);
    expect(list.json.data.items[0].subject).to.equal("Eslatma: 2 ta oʻlchash vositasining qiyoslash muddati");
    expect((await person.get("/api/notifications/unread-count")).json).to.deep.equal({ unread: 1 });
  });

  it("a second tick the same day, or a restart of the run, sends nothing more", async () => {
    const again = await portal.client().post("/api/test/clock", { at: tenOClock(addDays(today, 23)) });
    expect(again.json.tick.run).to.equal(undefined);
    expect(again.json.tick.delivery).to.deep.equal({ sent: 0, failed: 0, busy: 0, refused: 0 });
    expect(emlFiles()).to.have.length(1);
  });

  it("marks one read and all read; another customer's notification is not marked", async () => {
    const [company, person] = await Promise.all([
      portal.signedIn("demo.company"),
      portal.signedIn("demo.person"),
    ]);
    const [mine] = (await company.get("/api/notifications")).json.data.items;
    const byPerson = await person.post("/api/notifications/read", { ids: [mine.id] });
    expect(byPerson.json).to.deep.equal({ status: true, marked: 0 });
    expect((await company.get("/api/notifications/unread-count")).json).to.deep.equal({ unread: 1 });
    const byCompany = await company.post("/api/notifications/read", { ids: [mine.id] });
    expect(byCompany.json).to.deep.equal({ status: true, marked: 1 });
    expect((await company.get("/api/notifications/unread-count")).json).to.deep.equal({ unread: 0 });
    expect((await person.post("/api/notifications/read-all", {})).json).to.deep.equal({
      status: true,
      marked: 1,
    });
    expect((await person.get("/api/notifications/unread-count")).json).to.deep.equal({ unread: 0 });
  });

  it("the e-mail's unsubscribe link asks on a GET and turns e-mail reminders off on its POST, RFC 8058 one-click included", async () => {
    const eml = readFileSync(join(outbox(), emlFiles()[0]!), "utf8").replace(/\r\n[ \t]+/g, "");
    expect(eml).to.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    const link = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(eml)?.[1];
    expect(link).to.be.a("string");
    const url = new URL(link!);
    const path = `${url.pathname}${url.search}`;
    const company = await portal.signedIn("demo.company");
    const emailOn = async () => (await company.get("/api/notifications/settings")).json.data.email_reminders;
    expect(await emailOn()).to.equal(true);

    const forged = await portal.client().get(`/unsubscribe?u=2&t=${"x".repeat(43)}`);
    expect(forged.status).to.equal(404);
    expect(forged.text).to.contain("Havola yaroqsiz");
    // Opening the link (a mail scanner does) changes nothing: the page asks, with a form.
    const opened = await portal.client().get(path);
    expect(opened.status).to.equal(200);
    expect(opened.text).to.contain('<html lang="ru">');
    expect(opened.text).to.contain("Отключить напоминания о сроках поверки по электронной почте?");
    const action = /<form method="post" action="([^"]+)">/.exec(opened.text)?.[1]?.replaceAll("&#38;", "&");
    expect(action).to.equal(path);
    expect(opened.text).to.contain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(opened.text).to.match(/<button type="submit">Отключить напоминания<\/button>/);
    expect(await emailOn()).to.equal(true);

    // A POST without the one-click body, or with a forged token, changes nothing.
    const oneClick = (
      to: string,
      body = "List-Unsubscribe=One-Click",
      type = "application/x-www-form-urlencoded",
    ) => fetch(`${portal.url}${to}`, { method: "POST", headers: { "content-type": type }, body });
    const bare = await oneClick(path, "");
    expect(bare.status).to.equal(422);
    expect((await oneClick(`/unsubscribe?u=2&t=${"x".repeat(43)}`)).status).to.equal(404);
    expect(await emailOn()).to.equal(true);

    // The mail provider's one-click POST: no cookies, no CSRF token, the signed link alone.
    const done = await oneClick(path);
    expect(done.status).to.equal(200);
    expect((await done.json()).message).to.equal(
      "Напоминания по электронной почте отключены. Их можно снова включить в личном кабинете.",
    );
    expect(await emailOn()).to.equal(false);

    // The page's own form, as a browser sends it (multipart works too): the page says it is done.
    await company.post("/api/notifications/settings", { email_reminders: true });
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const browser = await fetch(`${portal.url}${action}`, {
      method: "POST",
      headers: { accept: "text/html,application/xhtml+xml" },
      body: form,
    });
    expect(browser.status).to.equal(200);
    expect(await browser.text()).to.contain("Напоминания по электронной почте отключены");
    expect(await emailOn()).to.equal(false);
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const company = await portal.signedIn("demo.company");
    expect((await company.post("/api/notifications/settings", { email_reminders: "yes" })).status).to.equal(
      422,
    );
    expect((await company.post("/api/notifications/settings", {})).status).to.equal(422);
    expect((await company.post("/api/notifications/settings", [true])).status).to.equal(422);
    expect((await company.get("/api/notifications/settings")).json.data.email_reminders).to.equal(false);
    expect((await company.get("/api/notifications?limit=abc")).status).to.equal(422);
    expect((await company.post("/api/notifications/read", { ids: ["1"] })).status).to.equal(422);
    expect((await portal.client().get("/unsubscribe?u=abc&t=1")).status).to.equal(422);
    expect((await portal.client().post("/api/test/clock", { at: "tomorrow" })).status).to.equal(422);
    expect((await portal.client().get("/api/notifications")).status).to.equal(401);
  });
});

describe("reminders catch up the days no server ran (embedded profile, the test clock)", function () {
  this.timeout(60_000);
  let portal: TestPortal;
  const today = tashkentDay(new Date());
  const at = (days: number) => tenOClock(addDays(today, days));
  /** The company's (user 2's) reminder e-mails, by file name. */
  const mails = () =>
    readdirSync(join(portal.dataDir, "mail", "outbox")).filter((name) => name.startsWith("reminder_2_"));

  before(async () => {
    portal = await startTestPortal({
      PORTAL_TEST_CLOCK: "1",
      REMINDER_TICK_SECONDS: "0",
      PUBLIC_URL: "http://localhost:0",
    });
  });
  after(() => portal?.stop());

  it("a run after 13 days without one sends one message listing the thresholds of those days, with the days really left", async () => {
    const company = await portal.signedIn("demo.company");
    for (const [serial, next] of [
      ["CU-30", addDays(today, 40)], // 30 days before: day 10, missed
      ["CU-7", addDays(today, 20)], // 7 days before: day 13, missed
      ["CU-OVER", addDays(today, 5)], // overdue from day 6, missed
      ["CU-TODAY", addDays(today, 22)], // 7 days before: day 15, the run's own day
    ] as const) {
      const saved = await company.post(
        "/self-devices/save",
        selfDevice({
          inspection_date: addDays(today, -300),
          next_inspection_date: next,
          serial_number: serial,
        }),
      );
      expect(saved.status, saved.text).to.equal(200);
    }
    const first = await portal.client().post("/api/test/clock", { at: at(1) });
    expect(first.json.tick.run).to.deep.include({ day: addDays(today, 1), caught_up: [] });

    // No server runs from day 2 to day 14; on day 15 the run covers them.
    const moved = await portal.client().post("/api/test/clock", { at: at(15) });
    expect(moved.status, moved.text).to.equal(200);
    const { run } = moved.json.tick;
    expect(run.caught_up).to.deep.equal(Array.from({ length: 13 }, (_, i) => addDays(today, 2 + i)));
    expect(run).to.deep.include({ notifications: 1, mails: 1 });
    expect(mails()).to.deep.equal([`reminder_2_${addDays(today, 15)}.eml`]);

    const list = await company.get("/api/notifications");
    const mine = list.json.data.items.filter((item: { day: string }) => item.day === addDays(today, 15));
    expect(mine).to.have.length(1);
    const lines = mine[0].lines.join("\n");
    expect(lines).to.contain("(№ CU-30): keyingi qiyoslash").and.to.contain("(25 kun qoldi)");
    expect(lines).to.contain("(№ CU-7): keyingi qiyoslash").and.to.contain("(5 kun qoldi)");
    expect(lines).to.contain("(№ CU-TODAY): keyingi qiyoslash").and.to.contain("(7 kun qoldi)");
    expect(lines).to.match(/\(№ CU-OVER\): qiyoslash muddati \d\d\.\d\d\.\d{4} kuni oʻtdi/);
    const ru = await company.get("/api/notifications", { "accept-language": "ru" });
    expect(ru.json.data.items[0].lines.join("\n")).to.contain("(осталось дней: 25)");

    // The same day again, and the next day: nothing more to catch up.
    expect((await portal.client().post("/api/test/clock", { at: at(15) })).json.tick.run).to.equal(undefined);
    const next = await portal.client().post("/api/test/clock", { at: at(16) });
    expect(next.json.tick.run).to.deep.include({ caught_up: [] });
    expect(mails()).to.deep.equal([`reminder_2_${addDays(today, 15)}.eml`]);
  });
});

describe("the test clock is absent unless the test flag is set", () => {
  it("answers 404 on a server started without PORTAL_TEST_CLOCK", async function () {
    this.timeout(30_000);
    const portal = await startTestPortal({ REMINDER_TICK_SECONDS: "0" });
    try {
      const answer = await portal.client().post("/api/test/clock", { at: new Date().toISOString() });
      expect(answer.status).to.equal(404);
    } finally {
      await portal.stop();
    }
  });
});

describe("the reminders' configuration", () => {
  it("refuses the test clock in production, and a reminder hour that is not 0–23, saying what is wrong", () => {
    const production = {
      PORTAL_ENV: "production",
      CSRF_SECRET: "x".repeat(40),
      PUBLIC_URL: "https://portal.example.uz",
    };
    expect(() => readConfig({ ...production, PORTAL_TEST_CLOCK: "1" })).to.throw(
      ConfigError,
      /PORTAL_TEST_CLOCK/,
    );
    expect(readConfig(production).testClock).to.equal(false);
    for (const hour of ["24", "-1", "9.5", "nine"]) {
      expect(() => readConfig({ REMINDER_HOUR: hour }), hour).to.throw(ConfigError, /REMINDER_HOUR/);
    }
    expect(readConfig({}).mail).to.deep.include({ reminderHour: 9, tickSeconds: 60 });
    expect(readConfig({ REMINDER_HOUR: "0", SMTP_URL: "smtp://127.0.0.1:2525" }).mail).to.deep.include({
      reminderHour: 0,
      smtpUrl: "smtp://127.0.0.1:2525",
    });
  });
});
