import { addDays } from "@portal/domain";
import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { makeNotificationUseCases, makeReminderJob } from "../../src";
import { memoryWorld } from "../notifications/memoryPorts";

const DAY = "2026-12-09"; // the world's clock: 10:00 in Tashkent that day

/** Branch 3's staff member 10 and reviewer 13, branch 5's staff member 11, the head office's 12. */
function labWorld() {
  const world = memoryWorld();
  world.aStaffMember(10, [3]);
  world.aStaffMember(11, [5]);
  world.aStaffMember(12);
  world.aStaffMember(13, [3], "reviewer");
  return world;
}

describe("standards: reminders of certificates running out", () => {
  it("reminds the staff of the standard's branch 30 and 7 days ahead and on the first expired day, in the portal and by e-mail", async () => {
    const world = labWorld();
    world.aStandard(addDays(DAY, 30), { branch_id: 3, name: "Gir toshlari toʻplami", serial_number: "GT-1" });
    world.aStandard(addDays(DAY, 7), { branch_id: 3 });
    world.aStandard(addDays(DAY, -1), { branch_id: 3, name: "Bosim kalibratori", serial_number: "BK-7" });
    world.aStandard(addDays(DAY, 10), { branch_id: 3 }); // no threshold today
    world.aStandard(addDays(DAY, -2), { branch_id: 3 }); // expired before: reminded yesterday

    const tick = await makeReminderJob(world.deps).tick();

    expect(tick.run).to.deep.include({ standards: 3, notifications: 3, mails: 3 });
    expect(world.notifications.map((n) => [n.user_id, n.key])).to.deep.equal([
      [10, `standard:1:due30:${addDays(DAY, 30)}`],
      [10, `standard:2:due7:${addDays(DAY, 7)}`],
      [10, `standard:3:overdue:${addDays(DAY, -1)}`],
    ]);
    expect(tick.delivery.sent).to.equal(3);
    expect(world.sent.map((m) => m.to)).to.deep.equal(["s10@example.uz", "s10@example.uz", "s10@example.uz"]);
    const expired = world.sent.find((m) => m.subject.includes("Bosim kalibratori"))!;
    expect(expired.subject).to.equal("Etalon sertifikatining muddati oʻtdi: Bosim kalibratori");
    expect(expired.text).to.contain(
      "«Bosim kalibratori» etaloni (zavod raqami BK-7): sertifikat 08.12.2026 gacha amal qilgan",
    );
    expect(expired.text).to.contain("https://portal.example.uz/staff/standards?state=expired");
    expect(expired.message_id).to.equal(`<standard.3.overdue.${addDays(DAY, -1)}.10@portal.example.uz>`);
    const due = world.sent.find((m) => m.subject.includes("Gir toshlari"))!;
    expect(due.text).to.contain("sertifikat 08.01.2027 gacha amal qiladi, 30 kun qoldi");
    expect(due.text).to.contain("https://portal.example.uz/staff/standards?state=due");
  });

  it("gives one notification and one e-mail per standard and threshold, however many runs and processes", async () => {
    const world = labWorld();
    world.aStandard(addDays(DAY, 7), { branch_id: 3 });
    const first = makeReminderJob(world.deps);
    const second = makeReminderJob(world.deps);

    const runs = await Promise.all([first.runDay(DAY), second.runDay(DAY)]);
    const again = await first.runDay(DAY);
    await first.deliverDue();
    await second.deliverDue();

    expect(runs.map((r) => r.notifications).sort()).to.deep.equal([0, 1]);
    expect(again).to.deep.include({ standards: 1, notifications: 0, mails: 0 });
    expect(world.notifications.filter((n) => n.kind === "standard")).to.have.length(1);
    expect([...world.mail.keys()]).to.deep.equal([`standard:1:due7:${addDays(DAY, 7)}:10`]);
    expect(world.sent).to.have.length(1);
  });

  it("reminds the head office's staff of a branch that has none of its own", async () => {
    const world = labWorld();
    world.aStandard(addDays(DAY, 30), { branch_id: 7 });
    await makeReminderJob(world.deps).tick();
    expect(world.notifications.map((n) => n.user_id)).to.deep.equal([12]);
  });

  it("reminds again of a renewed certificate when its own turn comes, and not of the old one", async () => {
    const world = labWorld();
    const standard = world.aStandard(addDays(DAY, 7), { branch_id: 3 });
    await makeReminderJob(world.deps).runDay(DAY);
    world.aStandard(addDays(DAY, 7), { ...standard, id: 1 }); // the same certificate again: nothing new
    await makeReminderJob(world.deps).runDay(DAY);
    const renewed = addDays(DAY, 30 + 7);
    world.aStandard(renewed, {
      ...standard,
      id: 1,
      certificate: { ...standard.certificate, valid_until: renewed },
    });
    await makeReminderJob(world.deps).runDay(addDays(DAY, 7));
    expect(world.notifications.map((n) => n.key)).to.deep.equal([
      `standard:1:due7:${addDays(DAY, 7)}`,
      `standard:1:due30:${renewed}`,
    ]);
  });

  it("writes in the staff member's language, the standard's name as staff typed it, and mails nobody who turned reminders off", async () => {
    const world = labWorld();
    world.aStaffMember(14, [3]);
    world.settings.set(10, { user_id: 10, email_reminders: true, language: "ru" });
    world.settings.set(14, { user_id: 14, email_reminders: false, language: "uz" });
    world.aStandard(addDays(DAY, 1), { branch_id: 3, name: "Termometr", serial_number: "T-3" }); // no threshold today
    world.aStandard(addDays(DAY, 7), { branch_id: 3, name: "Termometr", serial_number: "T-4" });
    const tick = await makeReminderJob(world.deps).tick();
    expect(tick.run).to.deep.include({ standards: 1, notifications: 2, mails: 1 });
    expect(world.sent.map((m) => [m.to, m.subject])).to.deep.equal([
      ["s10@example.uz", "Истекает срок сертификата эталона: Termometr"],
    ]);
    expect(world.sent[0]!.text).to.contain(
      "Эталон «Termometr» (заводской № T-4): сертификат действует до 16.12.2026, осталось дней: 7",
    );
  });

  it("catches up a day no run covered, saying the days really left", async () => {
    const world = labWorld();
    world.runs.add(addDays(DAY, -3));
    world.aStandard(addDays(DAY, 28), { branch_id: 3 }); // 30 days ahead two days ago
    await makeReminderJob(world.deps).tick();
    expect(world.sent[0]!.text).to.contain("28 kun qoldi");
  });

  it("shows the reminder in the staff member's list, linked to the register filtered to its state", async () => {
    const world = labWorld();
    world.aStandard(addDays(DAY, -1), { branch_id: 3, name: "Manometr", serial_number: "M-1" });
    await makeReminderJob(world.deps).runDay(DAY);
    const staff = { user: (await world.deps.users.findById(10))!, lang: "ru" as const };
    const list = await makeNotificationUseCases(world.deps).list(staff, {});
    const item = E.isRight(list) ? list.right.items[0] : undefined;
    expect(item).to.deep.include({
      kind: "standard",
      subject: "Истёк срок сертификата эталона: Manometr",
      links: { standards: "/staff/standards?state=expired" },
    });
    expect(item?.lines).to.deep.equal([
      "Эталон «Manometr» (заводской № M-1): сертификат действовал до 08.12.2026; пока не внесён новый сертификат, эталон нельзя использовать в результатах",
    ]);
  });
});
