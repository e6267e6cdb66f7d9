import { expect } from "chai";
import { makeNotificationUseCases, makeReminderJob, notFound, retryDelayMs } from "../../src";
import { memoryWorld } from "./memoryPorts";

const DAY = "2026-12-09"; // the world's clock: 10:00 in Tashkent that day

describe("notifications: the daily reminder run", () => {
  it("makes one notification and one e-mail per customer listing every entry reaching a threshold", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.aCustomer(5);
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2027-01-08" }); // 30 days
    world.anEntry({ user_id: 2, device_id: 41, next_inspection_date: "2026-12-16", serial_number: "S-1" }); // 7 days
    world.anEntry({ user_id: 2, device_id: 42, next_inspection_date: "2026-12-08" }); // overdue today
    world.anEntry({ user_id: 2, device_id: 43, next_inspection_date: "2026-12-20" }); // none
    world.anEntry({ user_id: 5, device_id: 44, next_inspection_date: "2026-12-16", unfit: true }); // unfit: none
    const tick = await makeReminderJob(world.deps).tick();

    expect(tick.run).to.deep.include({ day: DAY, entries: 3, customers: 1, notifications: 1, mails: 1 });
    expect(tick.delivery).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 0 });
    expect(
      world.notifications.map((n) => [n.user_id, n.day, n.kind === "reminder" && n.lines.length]),
    ).to.deep.equal([[2, DAY, 3]]);
    expect(world.sent).to.have.length(1);
    const mail = world.sent[0]!;
    expect(mail.to).to.equal("c2@example.uz");
    expect(mail.message_id).to.equal(`<reminder.2.${DAY}@portal.example.uz>`);
    expect(mail.subject).to.equal("Eslatma: 3 ta oʻlchash vositasining qiyoslash muddati");
    expect(mail.text).to.contain("Asbob 42: qiyoslash muddati 08.12.2026 kuni oʻtdi");
    expect(mail.text).to.contain("Asbob 41 (№ S-1): keyingi qiyoslash 16.12.2026 (7 kun qoldi)");
    expect(mail.text).to.contain("Asbob 40: keyingi qiyoslash 08.01.2027 (30 kun qoldi)");
    expect(mail.text).to.contain("https://portal.example.uz/self-devices?state=overdue");
    expect(mail.text).to.contain("https://portal.example.uz/applications/verification?register=due");
    expect(mail.unsubscribe).to.equal("https://portal.example.uz/unsubscribe?u=2&t=token-2&lang=uz");
  });

  it("writes in the customer's language", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.settings.set(2, { user_id: 2, email_reminders: true, language: "ru" });
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2026-12-16" });
    await makeReminderJob(world.deps).tick();
    expect(world.sent.map((m) => m.subject)).to.deep.equal(["Напоминание: срок поверки 1 средств измерения"]);
    expect(world.sent[0]!.text).to.contain("Прибор 40: следующая поверка 16.12.2026 (осталось 7 дней)");
  });

  it("sends no e-mail to a customer who turned them off, but still notifies in the portal", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.settings.set(2, { user_id: 2, email_reminders: false, language: "uz" });
    world.anEntry({ user_id: 2, next_inspection_date: "2026-12-16" });
    const tick = await makeReminderJob(world.deps).tick();
    expect(tick.run).to.deep.include({ notifications: 1, mails: 0 });
    expect(world.sent).to.deep.equal([]);
    expect(world.mail.size).to.equal(0);
  });

  it("mails no stored address that is not one address, notifying in the portal and naming the customer in the report", async () => {
    const world = memoryWorld();
    world.aCustomer(2, "a,b@attacker.test");
    world.aCustomer(3, "x<evil@attacker.test>");
    world.aCustomer(4, " c4@example.uz ");
    world.aCustomer(5, "");
    for (const id of [2, 3, 4, 5]) world.anEntry({ user_id: id, next_inspection_date: "2026-12-16" });
    const tick = await makeReminderJob(world.deps).tick();
    expect(tick.run).to.deep.include({ customers: 4, notifications: 4, mails: 1, unmailable: [2, 3] });
    expect(tick.delivery).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 0 });
    expect(world.sent.map((m) => m.to)).to.deep.equal(["c4@example.uz"]);
    expect([...world.mail.keys()]).to.deep.equal([`reminder:4:${DAY}`]);
  });

  it("refuses, once and for good, outbox mail stored with an address that is not one address, and sends the rest", async () => {
    const world = memoryWorld();
    const stored = (key: string, to: string) =>
      world.deps.outbox.enqueueOnce({
        key,
        message_id: `<${key}@portal.example.uz>`,
        to,
        subject: "Eslatma",
        text: "…",
        state: "pending",
        next_attempt_at: "2026-12-09T04:00:00.000Z",
        attempts: 0,
        created_at: "2026-12-09T04:00:00.000Z",
      });
    await stored("reminder:2:2026-12-08", "a,b@attacker.test");
    await stored("reminder:3:2026-12-08", "x<evil@attacker.test>");
    await stored("reminder:4:2026-12-08", "c4@example.uz");
    const job = makeReminderJob(world.deps);
    expect(await job.deliverDue()).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 2 });
    expect(world.sent.map((m) => m.to)).to.deep.equal(["c4@example.uz"]);
    for (const key of ["reminder:2:2026-12-08", "reminder:3:2026-12-08"])
      expect(world.mail.get(key)).to.deep.include({
        state: "refused",
        attempts: 1,
        last_error: "not one valid e-mail address",
      });
    world.setNow("2026-12-10T05:00:00Z");
    expect(await job.deliverDue()).to.deep.equal({ sent: 0, failed: 0, busy: 0, refused: 0 });
    expect(await job.outboxCounts()).to.deep.equal({ pending: 0, retrying: 0, sent: 1, refused: 2 });
  });

  it("waits for the reminder hour, and runs a day once however often it ticks", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.anEntry({ user_id: 2, next_inspection_date: "2026-12-16" });
    const job = makeReminderJob(world.deps);
    world.setNow("2026-12-09T03:59:00Z"); // 08:59 in Tashkent
    expect((await job.tick()).run).to.equal(undefined);
    world.setNow("2026-12-09T04:00:00Z");
    expect((await job.tick()).run).to.deep.include({ notifications: 1 });
    expect((await job.tick()).run).to.equal(undefined);
    expect(world.sent).to.have.length(1);
  });

  it("two processes running the same day at once send each reminder once", async () => {
    const world = memoryWorld();
    for (const id of [2, 3, 4]) {
      world.aCustomer(id);
      world.anEntry({ user_id: id, next_inspection_date: "2026-12-16" });
    }
    const [a, b] = [makeReminderJob(world.deps), makeReminderJob(world.deps)];
    await Promise.all([a.runDay(DAY), b.runDay(DAY), a.deliverDue(), b.deliverDue()]);
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(world.sent.map((m) => m.to).sort()).to.deep.equal([
      "c2@example.uz",
      "c3@example.uz",
      "c4@example.uz",
    ]);
    expect(world.notifications).to.have.length(3);
  });

  it("retries with backoff while the mail server is down and sends once it is back", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.anEntry({ user_id: 2, next_inspection_date: "2026-12-16" });
    const job = makeReminderJob(world.deps);
    world.smtp.up = false;
    expect((await job.tick()).delivery).to.deep.equal({ sent: 0, failed: 1, busy: 0, refused: 0 });
    // Not before the backoff has passed
    expect((await job.deliverDue()).failed).to.equal(0);
    world.setNow(new Date(Date.parse("2026-12-09T05:00:00Z") + retryDelayMs(1)).toISOString());
    expect((await job.deliverDue()).failed).to.equal(1);
    world.smtp.up = true;
    world.setNow("2026-12-09T06:00:00Z");
    expect(await job.deliverDue()).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 0 });
    expect(await job.deliverDue()).to.deep.equal({ sent: 0, failed: 0, busy: 0, refused: 0 });
    expect(world.sent).to.have.length(1);
    expect(world.mail.get(`reminder:2:${DAY}`)).to.deep.include({ state: "sent", attempts: 3 });
  });

  it("an attempt whose process died is taken over only when its lease has run out", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.anEntry({ user_id: 2, next_inspection_date: "2026-12-16" });
    const job = makeReminderJob(world.deps);
    await job.runDay(DAY);
    // A process claimed attempt 1 and died before sending
    await world.deps.outbox.claim({
      key: `reminder:2:${DAY}`,
      attempt: 1,
      lease_until: "2026-12-09T05:02:00Z",
    });
    expect(await job.deliverDue()).to.deep.equal({ sent: 0, failed: 0, busy: 1, refused: 0 });
    world.setNow("2026-12-09T05:02:01Z");
    expect(await job.deliverDue()).to.deep.equal({ sent: 1, failed: 0, busy: 0, refused: 0 });
    expect(world.sent).to.have.length(1);
  });

  it("catches up the days no run covered: the next run's one message lists their entries with the days really left", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.runs.add("2026-12-05"); // the last run that finished; none on 6, 7 and 8 December
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2027-01-06" }); // 30 days before: the 7th
    world.anEntry({ user_id: 2, device_id: 41, next_inspection_date: "2026-12-14", serial_number: "S-1" }); // 7 days before: the 7th
    world.anEntry({ user_id: 2, device_id: 42, next_inspection_date: "2026-12-06" }); // overdue from the 7th
    world.anEntry({ user_id: 2, device_id: 43, next_inspection_date: "2026-12-16" }); // 7 days before: today
    world.anEntry({ user_id: 2, device_id: 44, next_inspection_date: "2027-01-04" }); // 30 days before: the 5th, reminded then
    world.anEntry({ user_id: 2, device_id: 45, next_inspection_date: "2026-12-13", unfit: true }); // unfit: never
    const tick = await makeReminderJob(world.deps).tick();

    expect(tick.run).to.deep.include({
      day: DAY,
      caught_up: ["2026-12-06", "2026-12-07", "2026-12-08"],
      entries: 4,
      customers: 1,
      notifications: 1,
      mails: 1,
    });
    expect(world.notifications.map((n) => n.key)).to.deep.equal([`reminder:${DAY}`]);
    expect(world.sent).to.have.length(1);
    const { text, subject } = world.sent[0]!;
    expect(subject).to.equal("Eslatma: 4 ta oʻlchash vositasining qiyoslash muddati");
    expect(text).to.contain("Asbob 42: qiyoslash muddati 06.12.2026 kuni oʻtdi");
    expect(text).to.contain("Asbob 41 (№ S-1): keyingi qiyoslash 14.12.2026 (5 kun qoldi)");
    expect(text).to.contain("Asbob 43: keyingi qiyoslash 16.12.2026 (7 kun qoldi)");
    expect(text).to.contain("Asbob 40: keyingi qiyoslash 06.01.2027 (28 kun qoldi)");
    expect(text).not.to.contain("Asbob 44").and.not.to.contain("Asbob 45");
    expect(world.runs.has(DAY)).to.equal(true);
  });

  it("lists an entry that reached several thresholds in the missed days once, at the latest; says 'today' on its last day; in Russian too", async () => {
    const world = memoryWorld();
    world.aCustomer(2);
    world.settings.set(2, { user_id: 2, email_reminders: true, language: "ru" });
    world.runs.add("2026-11-01");
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2026-12-16" }); // 30 days before: 16 Nov; 7 days before: today
    world.anEntry({ user_id: 2, device_id: 41, next_inspection_date: "2026-12-09" }); // 30 days before: 9 Nov; its last day is today
    world.anEntry({ user_id: 2, device_id: 42, next_inspection_date: "2026-12-01" }); // 7 days before: 24 Nov; overdue from 2 Dec
    await makeReminderJob(world.deps).tick();
    const { text, subject } = world.sent[0]!;
    expect(subject).to.equal("Напоминание: срок поверки 3 средств измерения");
    expect(text).to.contain("Прибор 40: следующая поверка 16.12.2026 (осталось 7 дней)");
    expect(text).to.contain("Прибор 41: следующая поверка 09.12.2026 (сегодня последний день)");
    expect(text).to.contain("Прибор 42: срок поверки истёк 01.12.2026");
    expect(text.match(/Прибор 4\d/g)).to.have.length(3);
  });

  it("catches up at most 30 days back, nothing on a store where no run ever finished, and each missed day once", async () => {
    const fresh = memoryWorld();
    fresh.aCustomer(2);
    fresh.anEntry({ user_id: 2, next_inspection_date: "2026-12-15" }); // 7 days before: yesterday
    const first = await makeReminderJob(fresh.deps).tick();
    expect(first.run).to.deep.include({ caught_up: [], entries: 0, notifications: 0 });

    const world = memoryWorld();
    world.aCustomer(2);
    world.runs.add("2026-09-01");
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2026-12-09" }); // 30 days before: 9 Nov, the 30th day back
    world.anEntry({ user_id: 2, device_id: 41, next_inspection_date: "2026-12-08" }); // 30 days before: 8 Nov, the 31st; overdue today
    world.anEntry({ user_id: 2, device_id: 42, next_inspection_date: "2026-11-07" }); // overdue from 8 Nov, the 31st day back
    const job = makeReminderJob(world.deps);
    const tick = await job.tick();
    expect(tick.run?.caught_up).to.have.length(30);
    expect(tick.run?.caught_up[0]).to.equal("2026-11-09");
    expect(tick.run?.caught_up.at(-1)).to.equal("2026-12-08");
    expect(world.sent[0]!.text).to.contain("Asbob 40: keyingi qiyoslash 09.12.2026 (bugun oxirgi kun)");
    expect(world.sent[0]!.text).to.contain("Asbob 41: qiyoslash muddati 08.12.2026 kuni oʻtdi");
    expect(world.sent[0]!.text).not.to.contain("Asbob 42");
    // The next day has nothing to catch up.
    world.setNow("2026-12-10T05:00:00Z");
    expect((await job.tick()).run?.caught_up).to.deep.equal([]);
  });

  it("two processes catching up at once make one message per customer", async () => {
    const world = memoryWorld();
    for (const id of [2, 3]) {
      world.aCustomer(id);
      world.anEntry({ user_id: id, next_inspection_date: "2026-12-14" }); // 7 days before: the 7th, missed
    }
    world.runs.add("2026-12-05");
    const [a, b] = [makeReminderJob(world.deps), makeReminderJob(world.deps)];
    await Promise.all([a.tick(), b.tick()]);
    await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(world.notifications.map((n) => [n.user_id, n.key])).to.deep.equal([
      [2, `reminder:${DAY}`],
      [3, `reminder:${DAY}`],
    ]);
    expect(world.sent.map((m) => m.to).sort()).to.deep.equal(["c2@example.uz", "c3@example.uz"]);
  });

  it("the backoff doubles from a minute up to an hour", () => {
    expect([1, 2, 3, 6, 7, 20].map(retryDelayMs)).to.deep.equal([
      60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe("notifications: the customer's list, bell and settings", () => {
  async function withReminder() {
    const world = memoryWorld();
    const user = world.aCustomer(2);
    world.anEntry({ user_id: 2, device_id: 40, next_inspection_date: "2026-12-16" });
    await makeReminderJob(world.deps).tick();
    return { world, user, useCases: makeNotificationUseCases(world.deps) };
  }

  it("lists notifications in the reader's language, counts the unread and marks them read", async () => {
    const { world, user, useCases } = await withReminder();
    const actor = { user, lang: "ru" as const };
    const list = await useCases.list(actor, {});
    expect(list._tag).to.equal("Right");
    if (list._tag !== "Right") return;
    expect(list.right.unread).to.equal(1);
    expect(list.right.items[0]).to.deep.include({ day: DAY, read: false });
    expect(list.right.items[0]!.lines).to.deep.equal([
      "Прибор 40: следующая поверка 16.12.2026 (осталось 7 дней)",
    ]);
    expect(list.right.items[0]!.links).to.deep.equal({
      register: "/self-devices?state=due30",
      reapply: "/applications/verification?register=due",
    });
    const id = list.right.items[0]!.id;
    expect(await useCases.markRead(actor, { ids: [id] })).to.deep.equal({ _tag: "Right", right: 1 });
    expect(await useCases.unreadCount(actor)).to.deep.equal({ _tag: "Right", right: 0 });
    // The bell remembered the language the customer reads the portal in
    expect(world.settings.get(2)?.language).to.equal("ru");
  });

  it("marks nothing of another customer's", async () => {
    const { world, useCases } = await withReminder();
    const other = world.aCustomer(9);
    const id = world.notifications[0]!.id;
    expect(await useCases.markRead({ user: other, lang: "uz" }, { ids: [id] })).to.deep.equal({
      _tag: "Right",
      right: 0,
    });
    expect(world.notifications[0]!.read).to.equal(false);
  });

  it("turns e-mail off from the cabinet and by the signed link, refusing a forged one; checking the link changes nothing", async () => {
    const { world, user, useCases } = await withReminder();
    const saved = await useCases.saveSettings({ user, lang: "uz" }, { email_reminders: false });
    expect(saved).to.deep.equal({
      _tag: "Right",
      right: { email_reminders: false, email_appeals: true, language: "uz", has_email: true },
    });
    await useCases.saveSettings({ user, lang: "uz" }, { email_reminders: true });
    expect((await useCases.unsubscribe(2, "token-3", "reminders"))._tag).to.equal("Left");
    expect(world.settings.get(2)?.email_reminders).to.equal(true);
    // Checking the link (what its GET does) changes nothing; a forged one, or one of nobody, is refused.
    expect(await useCases.unsubscribeCheck(2, "token-2")).to.deep.equal({
      _tag: "Right",
      right: { language: "uz" },
    });
    expect(await useCases.unsubscribeCheck(2, "token-3")).to.deep.equal({ _tag: "Left", left: notFound });
    expect(await useCases.unsubscribeCheck(77, "token-77")).to.deep.equal({ _tag: "Left", left: notFound });
    expect(world.settings.get(2)?.email_reminders).to.equal(true);
    expect(await useCases.unsubscribe(2, "token-2", "reminders")).to.deep.equal({
      _tag: "Right",
      right: { language: "uz" },
    });
    expect(world.settings.get(2)?.email_reminders).to.equal(false);
  });
});
