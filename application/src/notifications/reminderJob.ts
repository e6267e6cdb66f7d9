import {
  addDays,
  type DeliveryReport,
  daysFrom,
  emailAddressOf,
  isMissing,
  type Language,
  REMINDER_CATCH_UP_DAYS,
  REMINDER_THRESHOLDS,
  type ReminderRunReport,
  type ReminderThreshold,
  reminderText,
  TASHKENT_OFFSET_MS,
  tashkentDay,
  thresholdDates,
} from "@portal/domain";
import type { SelfDeviceRecord } from "../register";
import type { NotificationDeps } from "./deps";
import { namedLines, settingsOf } from "./makeNotificationUseCases";
import { baseOf, outboxMail, unsubscribeLink } from "./outboxMail";
import { makeStandardReminders } from "./standardReminders";
import type { StoredReminderLine } from "./ports/NotificationRepository";
import type { ReminderJob } from "./NotificationUseCases";

/** Entries read per query of the run: keyset pages, so memory holds one page plus the matches. */
const SCAN_PAGE = 1000;
/** Mail sent per delivery pass; the next tick takes the rest. */
const DELIVERY_BATCH = 200;
/** Backoff after a failed attempt n: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

/** The hour of the day in Tashkent at an instant. */
export const tashkentHour = (at: Date) => new Date(at.getTime() + TASHKENT_OFFSET_MS).getUTCHours();

/** Why an outbox mail was refused: its address is not one valid e-mail address. */
export const NOT_ONE_ADDRESS = "not one valid e-mail address";

/** The outbox key and Message-ID of one customer's reminder of one day: the same on every process. */
export const reminderMailKey = (userId: number, day: string) => `reminder:${userId}:${day}`;

/**
 * The daily reminder run and the delivery of its mail. Safe to run on any number of
 * processes at once: the notification, the outbox mail and each sending attempt are each
 * an insert under a unique index, so whoever comes second adds nothing; a process that
 * dies holding an attempt loses it when its lease runs out.
 */
export function makeReminderJob(deps: NotificationDeps): ReminderJob {
  const { clock, config, outbox } = deps;
  const standards = makeStandardReminders(deps);

  /**
   * The matches of a day and of the missed days before it, by customer: only entries reaching
   * a threshold are held. An entry that reached thresholds on several of those days is listed
   * once, at the latest (the most pressing); a line from a missed day carries the days really
   * left on `day`.
   */
  async function matchesOf(
    day: string,
    missed: readonly string[],
  ): Promise<Map<number, StoredReminderLine[]>> {
    const found = new Map<
      number,
      { readonly user: number; readonly on: string; readonly line: StoredReminderLine }
    >();
    for (const on of [...missed, day]) {
      const dates = thresholdDates(on);
      for (const threshold of REMINDER_THRESHOLDS) {
        let after: number | undefined;
        for (;;) {
          const page: SelfDeviceRecord[] = await deps.selfDevices.listDueOn(
            dates[threshold],
            SCAN_PAGE,
            after,
          );
          for (const entry of page) {
            if (entry.unfit) continue;
            const held = found.get(entry.id);
            if (held && held.on > on) continue;
            const caughtUp = on !== day && threshold !== "overdue";
            const line: StoredReminderLine = {
              entry_id: entry.id,
              device_id: entry.device_id,
              next_inspection_date: entry.next_inspection_date,
              threshold: threshold as ReminderThreshold,
              ...(entry.serial_number ? { serial_number: entry.serial_number } : {}),
              ...(caughtUp ? { days_left: daysFrom(day, entry.next_inspection_date) } : {}),
            };
            found.set(entry.id, { user: entry.user_id, on, line });
          }
          if (page.length < SCAN_PAGE) break;
          after = page[page.length - 1]!.id;
        }
      }
    }
    const byUser = new Map<number, StoredReminderLine[]>();
    for (const { user, line } of found.values()) {
      const lines = byUser.get(user);
      if (lines) lines.push(line);
      else byUser.set(user, [line]);
    }
    return byUser;
  }

  async function remindOne(userId: number, day: string, lines: StoredReminderLine[], now: string) {
    const user = await deps.users.findById(userId);
    if (!user || (user.role !== "person" && user.role !== "company"))
      return { notified: false, mailed: false, unmailable: false };
    const notified = await deps.notifications.insertOnce({
      id: await deps.ids.next("notifications"),
      user_id: userId,
      key: `reminder:${day}`,
      kind: "reminder",
      day,
      lines,
      read: false,
      created_at: now,
    });
    const settings = await settingsOf(deps, user);
    if (!settings.email_reminders) return { notified, mailed: false, unmailable: false };
    // The stored address is checked again before it is mailed: a list-like string would
    // reach several recipients, and what is stored need not have passed today's rule.
    const to = emailAddressOf(user.info.email);
    if (to === undefined) return { notified, mailed: false, unmailable: !isMissing(user.info.email) };
    const language: Language = settings.language;
    const unsubscribe = unsubscribeLink(deps, userId, language, "reminders");
    const text = reminderText(await namedLines(deps, { lines }, language), language, {
      baseUrl: baseOf(config),
      unsubscribe,
    });
    const key = reminderMailKey(userId, day);
    const mailed = await outbox.enqueueOnce(
      outboxMail(config, { key, to, subject: text.subject, text: text.text }, unsubscribe, now),
    );
    return { notified, mailed, unmailable: false };
  }

  async function runDay(day: string, missed: readonly string[] = []): Promise<ReminderRunReport> {
    const now = clock.now().toISOString();
    const byUser = await matchesOf(day, missed);
    let notifications = 0;
    let mails = 0;
    let entries = 0;
    const unmailable: number[] = [];
    for (const [userId, lines] of [...byUser.entries()].sort(([a], [b]) => a - b)) {
      entries += lines.length;
      const done = await remindOne(userId, day, lines, now);
      if (done.notified) notifications += 1;
      if (done.mailed) mails += 1;
      if (done.unmailable) unmailable.push(userId);
    }
    const lab = await standards.remind(day, missed);
    await deps.runs.markDone(day, now);
    return {
      day,
      caught_up: missed,
      entries,
      customers: byUser.size,
      standards: lab.standards,
      notifications: notifications + lab.notifications,
      mails: mails + lab.mails,
      unmailable,
    };
  }

  /**
   * The days before `day` no run finished since the last one that did, at most
   * REMINDER_CATCH_UP_DAYS back; none on a store where no run has ever finished (nothing
   * says since when the portal was down). Every process reads the same answer from the
   * store, so two catching up at once make the same inserts and the second adds nothing.
   */
  async function missedBefore(day: string): Promise<string[]> {
    const last = await deps.runs.lastDoneBefore(day);
    if (last === undefined) return [];
    const earliest = addDays(day, -REMINDER_CATCH_UP_DAYS);
    const next = addDays(last, 1);
    const missed: string[] = [];
    // "YYYY-MM-DD" compares as the dates do.
    for (let on = next > earliest ? next : earliest; on < day; on = addDays(on, 1)) missed.push(on);
    return missed;
  }

  /** Claims the next attempt of one mail and sends it; answers what became of it. */
  async function deliverOne(key: string): Promise<"sent" | "failed" | "busy" | "refused"> {
    const now = clock.now();
    const last = await outbox.lastClaim(key);
    if (last && Date.parse(last.lease_until) > now.getTime()) return "busy";
    const attempt = (last?.attempt ?? 0) + 1;
    const claimed = await outbox.claim({
      key,
      attempt,
      lease_until: new Date(now.getTime() + config.sendLeaseMs).toISOString(),
    });
    if (!claimed) return "busy";
    // Read again under the claim: another process may have sent it since the list was read.
    const mail = await outbox.find(key);
    if (mail?.state !== "pending") return "busy";
    // The outbox's address is checked again too: one that is not one address is never
    // sent, nor retried, since no later attempt could make it one.
    const to = emailAddressOf(mail.to);
    if (to === undefined) {
      await outbox.markRefused(key, attempt, NOT_ONE_ADDRESS);
      return "refused";
    }
    try {
      await deps.mail.send({ ...mail, to });
    } catch (error) {
      const at = clock.now();
      await outbox.markFailed(
        key,
        attempt,
        new Date(at.getTime() + retryDelayMs(attempt)).toISOString(),
        error instanceof Error ? error.message.slice(0, 300) : "send failed",
      );
      await outbox.release(key, attempt, at.toISOString());
      return "failed";
    }
    // Only after the server's acknowledgement: a death between the two resends the same
    // Message-ID once the lease ends (the window docs/decisions.md describes).
    await outbox.markSent(key, clock.now().toISOString(), attempt);
    return "sent";
  }

  async function deliverDue(): Promise<DeliveryReport> {
    const due = await outbox.due(clock.now().toISOString(), DELIVERY_BATCH);
    const report = { sent: 0, failed: 0, busy: 0, refused: 0 };
    for (const mail of due) report[await deliverOne(mail.key)] += 1;
    return report;
  }

  return {
    runDay,
    deliverDue,
    async tick() {
      const now = clock.now();
      const day = tashkentDay(now);
      const run =
        tashkentHour(now) >= config.reminderHour && !(await deps.runs.isDone(day))
          ? await runDay(day, await missedBefore(day))
          : undefined;
      const delivery = await deliverDue();
      return { day, delivery, ...(run ? { run } : {}) };
    },
    outboxCounts: () => outbox.counts(),
  };
}
