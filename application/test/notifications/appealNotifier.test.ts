import { anAppeal } from "@portal/testkit/builders";
import { expect } from "chai";
import type { AppealRecord, NotificationRecord, UserRecord } from "../../src";
import { makeAppealNotifier, makeNotificationUseCases, type NoticeFailureLog } from "../../src/notifications";
import { rightOf } from "../support";
import { memoryWorld } from "./memoryPorts";

/** Appeal 57 of customer 2 (branch 1 unless told) after a step: its version and last audit entry. */
const stepped = (
  status: AppealRecord["status"],
  action: NonNullable<AppealRecord["history"][number]["action"]>,
  overrides: Partial<AppealRecord> = {},
  note?: string,
): AppealRecord =>
  anAppeal({
    status,
    version: 4,
    history: [
      { status: "submitted", at: "2026-12-01T08:00:00.000Z", by: 2 },
      { status, at: "2026-12-09T05:00:00.000Z", by: 3, action, ...(note ? { note } : {}) },
    ],
    ...overrides,
  });

/** The customer 2, staff of branch 3 (10), of branch 5 (11), the head office (12) and its reviewer (13). */
function setUp() {
  const world = memoryWorld();
  const customer = world.aCustomer(2);
  const staff = {
    branch3: world.aStaffMember(10, [3]),
    branch5: world.aStaffMember(11, [5]),
    head: world.aStaffMember(12),
    headReviewer: world.aStaffMember(13, undefined, "reviewer"),
  };
  const failures: Parameters<NoticeFailureLog>[] = [];
  const notifier = makeAppealNotifier(world.deps, (...failure) => void failures.push(failure));
  return { world, customer, staff, failures, notifier };
}

const readers = (notifications: readonly NotificationRecord[]) => notifications.map((n) => n.user_id);

describe("notices of an appeal's steps", () => {
  it("tells the customer their appeal was sent back, with the reason, and mails them once in their language", async () => {
    const { world, staff, notifier } = setUp();
    world.settings.set(2, { user_id: 2, email_reminders: true, language: "ru" });
    const appeal = stepped("needs_changes", "send_back", {}, "Seriya raqami yoʻq");
    await notifier.stepTaken(appeal, "send_back", staff.head);

    expect(world.notifications).to.have.length(1);
    expect(world.notifications[0]).to.deep.include({
      user_id: 2,
      key: "appeal:57:4:sent_back",
      kind: "appeal",
      appeal_id: 57,
      event: "sent_back",
      note: "Seriya raqami yoʻq",
      day: "2026-12-09",
      read: false,
    });
    const mails = [...world.mail.values()];
    expect(mails).to.have.length(1);
    expect(mails[0]).to.deep.include({
      key: "appeal:57:4:sent_back:2",
      message_id: "<appeal.57.4.sent_back.2@portal.example.uz>",
      to: "c2@example.uz",
      subject: "Заявка № 57 возвращена на доработку",
      unsubscribe: "https://portal.example.uz/unsubscribe?u=2&t=token-2&lang=ru&k=appeals",
      state: "pending",
    });
    expect(mails[0]!.text).to.contain("Комментарий проверяющего: Seriya raqami yoʻq");
    expect(mails[0]!.text).to.contain("Открыть заявку: https://portal.example.uz/appeals/57");
  });

  it("gives each step once: a repeat, or a second process, adds no notice and no mail", async () => {
    const { world, staff, notifier } = setUp();
    const appeal = stepped("invoiced", "invoice", {}, "HF-12");
    const other = makeAppealNotifier(world.deps, () => undefined);
    await Promise.all([
      notifier.stepTaken(appeal, "invoice", staff.head),
      other.stepTaken(appeal, "invoice", staff.head),
    ]);
    await notifier.stepTaken(appeal, "invoice", staff.head);
    expect(world.notifications.map((n) => n.key)).to.deep.equal(["appeal:57:4:invoiced"]);
    expect([...world.mail.keys()]).to.deep.equal(["appeal:57:4:invoiced:2"]);
    // The same step taken again later (sent back twice) is a new version: told again.
    await notifier.stepTaken({ ...appeal, version: 6 }, "invoice", staff.head);
    expect(world.notifications).to.have.length(2);
  });

  it("tells the customer of approval, contract, invoice, completion and refusal, and of nothing else", async () => {
    const { world, staff, notifier } = setUp();
    const steps = [
      ["under_review", "take_for_review", undefined],
      ["under_review", "edit", undefined],
      ["approved", "approve", undefined],
      ["contracted", "contract", "SH-7"],
      ["invoiced", "invoice", "HF-7"],
      ["completed", "complete", undefined],
      ["rejected", "reject", "Hujjat yoʻq"],
    ] as const;
    for (const [i, [status, action, note]] of steps.entries())
      await notifier.stepTaken(stepped(status, action, { version: 10 + i }, note), action, staff.head);
    expect(world.notifications.map((n) => n.kind === "appeal" && [n.event, n.note])).to.deep.equal([
      ["approved", undefined],
      ["contracted", "SH-7"],
      ["invoiced", "HF-7"],
      ["completed", undefined],
      ["rejected", "Hujjat yoʻq"],
    ]);
    expect(readers(world.notifications)).to.deep.equal([2, 2, 2, 2, 2]);
    expect(world.mail.size).to.equal(5);
  });

  it("tells the customer their instruments came in, once a day of receipt", async () => {
    const { world, staff, notifier } = setUp();
    const appeal = stepped("invoiced", "invoice", {}, "HF-1");
    await notifier.instrumentsReceived(appeal, staff.head, { received_on: "2026-12-08" });
    await notifier.instrumentsReceived(appeal, staff.head, { received_on: "2026-12-08" });
    await notifier.instrumentsReceived(appeal, staff.head, { received_on: "2026-12-09" });
    expect(world.notifications.map((n) => n.key)).to.deep.equal([
      "appeal:57:received:2026-12-08",
      "appeal:57:received:2026-12-09",
    ]);
    expect([...world.mail.values()][0]!.text).to.contain("Qabul qilingan sana: 08.12.2026");
  });

  it("keeps the notice in the portal but sends no mail when the customer turned the appeals' e-mail off, whatever the reminders'", async () => {
    const { world, staff, notifier } = setUp();
    world.settings.set(2, { user_id: 2, email_reminders: true, email_appeals: false, language: "uz" });
    await notifier.stepTaken(stepped("approved", "approve"), "approve", staff.head);
    expect(world.notifications).to.have.length(1);
    expect(world.mail.size).to.equal(0);

    world.settings.set(2, { user_id: 2, email_reminders: false, language: "uz" });
    await notifier.stepTaken(stepped("completed", "complete", { version: 9 }), "complete", staff.head);
    expect(world.mail.size).to.equal(1);
  });

  it("sends no mail to a customer with no address or a list of addresses on file", async () => {
    const { world, staff, notifier } = setUp();
    world.aCustomer(2, "");
    await notifier.stepTaken(stepped("approved", "approve"), "approve", staff.head);
    world.aCustomer(2, "a@example.uz, b@example.uz");
    await notifier.stepTaken(stepped("completed", "complete", { version: 9 }), "complete", staff.head);
    expect(world.notifications).to.have.length(2);
    expect(world.mail.size).to.equal(0);
  });

  it("tells the staff of the appeal's branch of a customer's new or corrected application, not another branch's nor the head office", async () => {
    const { world, customer, notifier } = setUp();
    await notifier.stepTaken(anAppeal({ branch_id: 3 }), "submit", customer);
    await notifier.stepTaken(
      stepped("submitted", "resubmit", { branch_id: 3, version: 3 }),
      "resubmit",
      customer,
    );
    expect(world.notifications.map((n) => [n.user_id, n.kind === "appeal" && n.event])).to.deep.equal([
      [10, "submitted"],
      [10, "resubmitted"],
    ]);
    expect(world.notifications[0]).to.deep.include({
      customer: "Rahimov Dilshod",
      key: "appeal:57:1:submitted",
    });
    // Staff are told in the portal only.
    expect(world.mail.size).to.equal(0);
  });

  it("tells the head office's staff and reviewers of an application of a branch with no staff of its own, or of no branch; never a disabled account", async () => {
    const { world, customer, notifier } = setUp();
    world.aStaffMember(14, undefined);
    world.deps.users.save({ ...(await world.deps.users.findById(14))!, disabled: true });
    await notifier.stepTaken(anAppeal({ id: 60, branch_id: 1 }), "submit", customer);
    const { branch_id: _, ...noBranch } = anAppeal({ id: 61 });
    await notifier.stepTaken({ ...noBranch, kind: "recognition" }, "submit", customer);
    expect(readers(world.notifications)).to.deep.equal([12, 13, 12, 13]);
  });

  it("tells no staff of an application staff entered for a customer themselves", async () => {
    const { world, notifier } = setUp();
    const entering: UserRecord = (await world.deps.users.findById(10))!;
    await notifier.stepTaken(anAppeal({ branch_id: 3, is_offline: 1, created_by: 10 }), "submit", entering);
    expect(world.notifications).to.deep.equal([]);
  });

  it("logs a notice it could not give, spares the other readers, and never rejects", async () => {
    const { world, customer, failures, notifier } = setUp();
    world.aStaffMember(15, [3]);
    const insert = world.deps.notifications.insertOnce;
    (world.deps.notifications as { insertOnce: typeof insert }).insertOnce = async (n) => {
      if (n.user_id === 10) throw new Error("store down");
      return insert(n);
    };
    await notifier.stepTaken(anAppeal({ branch_id: 3 }), "submit", customer);
    expect(readers(world.notifications)).to.deep.equal([15]);
    expect(failures).to.have.length(1);
    expect(failures[0]![1]).to.deep.equal({ appeal_id: 57, notice: "submitted", user_id: 10 });

    (world.deps.users as { findById: unknown }).findById = async () => {
      throw new Error("users down");
    };
    await notifier.stepTaken(stepped("approved", "approve"), "approve", customer);
    expect(failures[1]![1]).to.deep.equal({ appeal_id: 57, notice: "approved" });
  });

  it("tells the customer a payment came in, with mail, and the staff (not the reviewers) of the appeal's branch that the invoice is paid, once per payment", async () => {
    const { world, notifier } = setUp();
    world.aStaffMember(16, [3], "reviewer");
    const paid = stepped("paid", "pay", { branch_id: 3, version: 6 }, "Payme 63f1a2b3");
    const payment = { payment_id: 100, provider: "payme", amount: "1284446.80" } as const;
    await notifier.paymentReceived(paid, payment);
    await notifier.paymentReceived(paid, payment);
    expect(world.notifications.map((n) => [n.user_id, n.key])).to.deep.equal([
      [2, "appeal:57:payment:100:paid"],
      [10, "appeal:57:payment:100:invoice_paid"],
    ]);
    expect(world.notifications[1]).to.deep.include({ customer: "Rahimov Dilshod", amount: "1284446.80" });
    const mails = [...world.mail.values()];
    expect(mails.map((m) => [m.to, m.subject])).to.deep.equal([
      ["c2@example.uz", "Ariza № 57: toʻlov qabul qilindi"],
    ]);
    expect(mails[0]!.text).to.contain("Summa: 1 284 446,80 soʻm (Payme)");
    expect(mails[0]!.text).to.contain("https://portal.example.uz/appeals/57");

    await notifier.paymentCancelled({ ...paid, status: "invoiced", version: 7 }, payment);
    expect(
      world.notifications.slice(2).map((n) => [n.user_id, n.kind === "appeal" && n.event]),
    ).to.deep.equal([
      [2, "refunded"],
      [10, "payment_refunded"],
    ]);
  });

  it("lists a notice in the reader's language with its appeal's link, for the customer and for staff", async () => {
    const { world, customer, staff, notifier } = setUp();
    await notifier.stepTaken(stepped("needs_changes", "send_back", {}, "Izoh"), "send_back", staff.head);
    await notifier.stepTaken(anAppeal({ id: 58, branch_id: 3 }), "submit", customer);
    const useCases = makeNotificationUseCases(world.deps);

    const mine = rightOf(await useCases.list({ user: customer, lang: "ru" }, {}));
    expect(mine.items).to.have.length(1);
    expect(mine.items[0]).to.deep.include({
      kind: "appeal",
      subject: "Заявка № 57 возвращена на доработку",
      lines: ["Комментарий проверяющего: Izoh", "Исправьте заявку и отправьте её повторно."],
      links: { appeal: "/appeals/57" },
    });
    const theirs = rightOf(await useCases.list({ user: staff.branch3, lang: "uz" }, {}));
    expect(theirs.items.map((n) => [n.subject, n.lines, n.links])).to.deep.equal([
      ["Yangi ariza № 58", ["Mijoz: Rahimov Dilshod"], { appeal: "/appeals/58" }],
    ]);
    expect(rightOf(await useCases.unreadCount({ user: staff.branch3, lang: "uz" }))).to.equal(1);
    expect(rightOf(await useCases.markAllRead({ user: staff.branch3, lang: "uz" }))).to.equal(1);
  });
});

describe("the customer's e-mail settings by kind", () => {
  it("turn the appeals' e-mail off apart from the reminders', in the cabinet and by the appeals' mail's link", async () => {
    const { world, customer } = setUp();
    const useCases = makeNotificationUseCases(world.deps);
    const actor = { user: customer, lang: "uz" } as const;
    expect(rightOf(await useCases.getSettings(actor))).to.deep.include({
      email_reminders: true,
      email_appeals: true,
    });
    expect(
      rightOf(await useCases.saveSettings(actor, { email_reminders: true, email_appeals: false })),
    ).to.deep.include({ email_reminders: true, email_appeals: false });
    // An older client sends the reminders' switch alone: the appeals' stays as it was.
    expect(rightOf(await useCases.saveSettings(actor, { email_reminders: false }))).to.deep.include({
      email_reminders: false,
      email_appeals: false,
    });
    await useCases.saveSettings(actor, { email_reminders: true, email_appeals: true });
    rightOf(await useCases.unsubscribe(2, "token-2", "appeals"));
    expect(world.settings.get(2)).to.deep.include({ email_reminders: true, email_appeals: false });
  });

  it("reads settings stored before there was an appeals' switch as e-mail on", async () => {
    const { world, customer } = setUp();
    world.settings.set(2, { user_id: 2, email_reminders: false, language: "ru" });
    const useCases = makeNotificationUseCases(world.deps);
    expect(rightOf(await useCases.getSettings({ user: customer, lang: "uz" }))).to.deep.equal({
      email_reminders: false,
      email_appeals: true,
      language: "ru",
      has_email: true,
    });
  });

  it("are the customers' alone: staff read their notices but have no settings, an administrator neither", async () => {
    const { world, staff } = setUp();
    const useCases = makeNotificationUseCases(world.deps);
    expect((await useCases.getSettings({ user: staff.head, lang: "uz" }))._tag).to.equal("Left");
    const admin = world.aStaffMember(20);
    const asAdmin = { user: { ...admin, role: "admin" as const }, lang: "uz" as const };
    expect((await useCases.list(asAdmin, {}))._tag).to.equal("Left");
  });
});
