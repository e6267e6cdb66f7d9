import type {
  MailOutbox,
  AppealNotificationRecord,
  NotificationRepository,
  NotificationSettingsRepository,
  OutboxRecord,
  ReminderNotificationRecord,
  ReminderRuns,
  SelfDeviceRepository,
} from "@portal/application";
import { aSelfDevice } from "@portal/testkit/builders";
import { expect } from "chai";

export interface NotificationStores {
  readonly notifications: NotificationRepository;
  readonly notificationSettings: NotificationSettingsRepository;
  readonly mailOutbox: MailOutbox;
  readonly reminderRuns: ReminderRuns;
  readonly selfDevices: SelfDeviceRepository;
}

const aNotification = (overrides: Partial<ReminderNotificationRecord> = {}): ReminderNotificationRecord => ({
  id: 1,
  user_id: 2,
  key: "reminder:2026-12-09",
  kind: "reminder",
  day: "2026-12-09",
  lines: [{ entry_id: 5, device_id: 40, next_inspection_date: "2026-12-16", threshold: "due7" }],
  read: false,
  created_at: "2026-12-09T05:00:00.000Z",
  ...overrides,
});

const aMail = (overrides: Partial<OutboxRecord> = {}): OutboxRecord => ({
  key: "reminder:2:2026-12-09",
  message_id: "<reminder.2.2026-12-09@portal>",
  to: "c2@example.uz",
  subject: "Eslatma",
  text: "…",
  state: "pending",
  next_attempt_at: "2026-12-09T05:00:00.000Z",
  attempts: 0,
  created_at: "2026-12-09T05:00:00.000Z",
  ...overrides,
});

/** The notifications module's stores (issue 15), the same on every document store. */
export function describeNotificationStoresContract(name: string, open: () => Promise<NotificationStores>) {
  describe(`notification stores contract: ${name}`, () => {
    let stores: NotificationStores;
    beforeEach(async () => {
      stores = await open();
    });

    it("keeps one notification per user and key, lists them newest first by pages, counts and marks the unread", async () => {
      const { notifications } = stores;
      expect(await notifications.insertOnce(aNotification({ id: 1 }))).to.equal(true);
      expect(await notifications.insertOnce(aNotification({ id: 2 }))).to.equal(false);
      expect(await notifications.insertOnce(aNotification({ id: 3, key: "reminder:2026-12-10" }))).to.equal(
        true,
      );
      expect(await notifications.insertOnce(aNotification({ id: 4, user_id: 7 }))).to.equal(true);
      const first = await notifications.listByUser(2, { limit: 1 });
      expect(first.items.map((n) => n.id)).to.deep.equal([3]);
      const second = await notifications.listByUser(2, { limit: 1, before: first.next! });
      expect(second.items.map((n) => n.id)).to.deep.equal([1]);
      expect(second.next).to.equal(undefined);
      expect(await notifications.unreadCount(2)).to.equal(2);
      expect(await notifications.markRead(2, [1, 4])).to.equal(1);
      expect(await notifications.unreadCount(7)).to.equal(1);
      expect(await notifications.markAllRead(2)).to.equal(1);
      expect(await notifications.unreadCount(2)).to.equal(0);
    });

    it("keeps an appeal's notices beside the reminders: once per user and key, listed back whole, counted unread", async () => {
      const { notifications } = stores;
      const notice: AppealNotificationRecord = {
        id: 5,
        user_id: 2,
        key: "appeal:57:4:sent_back",
        kind: "appeal",
        day: "2026-12-09",
        appeal_id: 57,
        event: "sent_back",
        note: "Seriya raqami yoʻq",
        read: false,
        created_at: "2026-12-09T05:00:00.000Z",
      };
      await notifications.insertOnce(aNotification({ id: 4 }));
      expect(await notifications.insertOnce(notice)).to.equal(true);
      expect(await notifications.insertOnce({ ...notice, id: 6 })).to.equal(false);
      expect(await notifications.insertOnce({ ...notice, id: 7, user_id: 10 })).to.equal(true);
      const page = await notifications.listByUser(2, { limit: 10 });
      expect(page.items).to.deep.equal([notice, aNotification({ id: 4 })]);
      expect(await notifications.unreadCount(2)).to.equal(2);
      expect(await notifications.markAllRead(10)).to.equal(1);
    });

    it("keeps one settings document per user", async () => {
      const { notificationSettings } = stores;
      expect(await notificationSettings.find(2)).to.equal(undefined);
      await notificationSettings.save({ user_id: 2, email_reminders: true, language: "uz" });
      await notificationSettings.save({ user_id: 2, email_reminders: false, language: "ru" });
      expect(await notificationSettings.find(2)).to.deep.equal({
        user_id: 2,
        email_reminders: false,
        language: "ru",
      });
      // The appeals' switch is stored beside the older fields; a document without it reads as before.
      await notificationSettings.save({
        user_id: 2,
        email_reminders: false,
        email_appeals: false,
        language: "ru",
      });
      expect(await notificationSettings.find(2)).to.deep.equal({
        user_id: 2,
        email_reminders: false,
        email_appeals: false,
        language: "ru",
      });
    });

    it("keeps one mail per key, gives the due ones oldest first, one claim per attempt, and records the outcome", async () => {
      const { mailOutbox } = stores;
      expect(await mailOutbox.enqueueOnce(aMail())).to.equal(true);
      expect(await mailOutbox.enqueueOnce(aMail({ subject: "again" }))).to.equal(false);
      await mailOutbox.enqueueOnce(aMail({ key: "k2", next_attempt_at: "2026-12-09T04:00:00.000Z" }));
      await mailOutbox.enqueueOnce(aMail({ key: "k3", next_attempt_at: "2026-12-09T06:00:00.000Z" }));
      expect((await mailOutbox.due("2026-12-09T05:00:00.000Z", 10)).map((m) => m.key)).to.deep.equal([
        "k2",
        "reminder:2:2026-12-09",
      ]);
      const claims = await Promise.all([
        mailOutbox.claim({ key: "k2", attempt: 1, lease_until: "2026-12-09T05:02:00.000Z" }),
        mailOutbox.claim({ key: "k2", attempt: 1, lease_until: "2026-12-09T05:02:00.000Z" }),
      ]);
      expect(claims.filter(Boolean)).to.have.length(1);
      await mailOutbox.claim({ key: "k2", attempt: 2, lease_until: "2026-12-09T05:10:00.000Z" });
      await mailOutbox.release("k2", 2, "2026-12-09T05:03:00.000Z");
      expect(await mailOutbox.lastClaim("k2")).to.deep.equal({
        key: "k2",
        attempt: 2,
        lease_until: "2026-12-09T05:03:00.000Z",
      });
      expect(await mailOutbox.lastClaim("k3")).to.equal(undefined);
      await mailOutbox.markFailed("k2", 2, "2026-12-09T05:07:00.000Z", "ECONNREFUSED");
      expect(await mailOutbox.find("k2")).to.deep.include({
        attempts: 2,
        next_attempt_at: "2026-12-09T05:07:00.000Z",
      });
      await mailOutbox.markSent("k2", "2026-12-09T05:08:00.000Z", 3);
      expect(await mailOutbox.find("k2")).to.deep.include({ state: "sent", attempts: 3 });
      // One failed attempt: still pending, counted apart as retrying (its due time kept).
      await mailOutbox.markFailed("k3", 1, "2026-12-09T06:00:00.000Z", "ECONNREFUSED");
      expect(await mailOutbox.counts()).to.deep.equal({ pending: 1, retrying: 1, sent: 1, refused: 0 });
      expect((await mailOutbox.due("2026-12-10T00:00:00.000Z", 10)).map((m) => m.key)).to.deep.equal([
        "reminder:2:2026-12-09",
        "k3",
      ]);
    });

    it("takes a refused mail out of delivery for good, saying why, and counts it apart", async () => {
      const { mailOutbox } = stores;
      await mailOutbox.enqueueOnce(aMail({ key: "k1", to: "a,b@attacker.test" }));
      await mailOutbox.enqueueOnce(aMail({ key: "k2" }));
      await mailOutbox.markRefused("k1", 1, "not one valid e-mail address");
      expect(await mailOutbox.find("k1")).to.deep.include({
        state: "refused",
        attempts: 1,
        last_error: "not one valid e-mail address",
      });
      expect((await mailOutbox.due("2027-01-01T00:00:00.000Z", 10)).map((m) => m.key)).to.deep.equal(["k2"]);
      expect(await mailOutbox.counts()).to.deep.equal({ pending: 1, retrying: 0, sent: 0, refused: 1 });
    });

    it("remembers the days whose run finished", async () => {
      const { reminderRuns } = stores;
      expect(await reminderRuns.isDone("2026-12-09")).to.equal(false);
      await reminderRuns.markDone("2026-12-09", "2026-12-09T05:00:00.000Z");
      await reminderRuns.markDone("2026-12-09", "2026-12-09T05:01:00.000Z");
      expect(await reminderRuns.isDone("2026-12-09")).to.equal(true);
    });

    it("answers the latest finished day before a day, for the run's catch-up", async () => {
      const { reminderRuns } = stores;
      expect(await reminderRuns.lastDoneBefore("2026-11-01")).to.equal(undefined);
      for (const day of ["2026-11-20", "2026-11-03", "2026-11-12"])
        await reminderRuns.markDone(day, `${day}T05:00:00.000Z`);
      expect(await reminderRuns.lastDoneBefore("2026-11-01")).to.equal(undefined);
      expect(await reminderRuns.lastDoneBefore("2026-11-12")).to.equal("2026-11-03");
      expect(await reminderRuns.lastDoneBefore("2026-11-19")).to.equal("2026-11-12");
      expect(await reminderRuns.lastDoneBefore("2026-12-09")).to.equal("2026-11-20");
    });

    it("pages every customer's entries due on a day by id", async () => {
      const { selfDevices } = stores;
      for (const [id, user, date] of [
        [5, 2, "2026-12-16"],
        [3, 9, "2026-12-16"],
        [4, 2, "2026-12-17"],
        [8, 7, "2026-12-16"],
      ] as const) {
        await selfDevices.insert(aSelfDevice({ id, user_id: user, next_inspection_date: date }));
      }
      expect((await selfDevices.listDueOn("2026-12-16", 2)).map((e) => e.id)).to.deep.equal([3, 5]);
      expect((await selfDevices.listDueOn("2026-12-16", 2, 5)).map((e) => e.id)).to.deep.equal([8]);
      expect(await selfDevices.listDueOn("2026-12-18", 2)).to.deep.equal([]);
    });
  });
}
