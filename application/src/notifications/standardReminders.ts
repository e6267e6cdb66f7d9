import {
  branchesListed,
  daysFrom,
  emailAddressOf,
  REMINDER_THRESHOLDS,
  type StandardReminder,
  standardReminderText,
  thresholdDates,
} from "@portal/domain";
import type { UserRecord } from "../shared";
import type { StandardRecord } from "../standards";
import type { NotificationDeps } from "./deps";
import { settingsOf } from "./makeNotificationUseCases";
import { baseOf, outboxMail, unsubscribeLink } from "./outboxMail";

/** Standards read per query of the run. */
const SCAN_PAGE = 500;

/** The key of a standard's reminder in a reader's list: one per standard, threshold and certificate. */
export const standardReminderKey = (
  reminder: Pick<StandardReminder, "standard_id" | "threshold" | "valid_until">,
) => `standard:${reminder.standard_id}:${reminder.threshold}:${reminder.valid_until}`;

/** Its mail's key (and Message-ID) adds the reader: the same on every process and every run. */
export const standardReminderMailKey = (noticeKey: string, userId: number) => `${noticeKey}:${userId}`;

/** What the standards' part of a day's run did. */
export interface StandardRunReport {
  readonly standards: number;
  readonly notifications: number;
  readonly mails: number;
}

/**
 * The daily run's reminders of reference standards: a standard whose certificate's last valid
 * day is 30 or 7 days ahead, or was yesterday (it is expired from today), gives the staff of
 * its branch one notification each and one e-mail each through the outbox. Both are inserts
 * under a key of the standard, the threshold and the certificate's last valid day, so another
 * run or process adds nothing, and a renewed certificate is reminded of again when its turn
 * comes. Missed days are caught up as the register's reminders are: a standard that reached
 * thresholds on several of those days is reminded once, of the latest.
 */
export function makeStandardReminders(deps: NotificationDeps) {
  /** The standards reaching a threshold on the day or on the missed days before it, by id, with their branch. */
  async function matchesOf(day: string, missed: readonly string[]) {
    const found = new Map<number, { readonly reminder: StandardReminder; readonly branch: number }>();
    for (const on of [...missed, day]) {
      const dates = thresholdDates(on);
      for (const threshold of REMINDER_THRESHOLDS) {
        let after: number | undefined;
        for (;;) {
          const page: StandardRecord[] = await deps.standards.listValidUntil(
            dates[threshold],
            SCAN_PAGE,
            after,
          );
          for (const standard of page) {
            const reminder: StandardReminder = {
              standard_id: standard.id,
              name: standard.name,
              serial_number: standard.serial_number,
              valid_until: standard.certificate.valid_until,
              threshold,
              days_left: daysFrom(day, standard.certificate.valid_until),
            };
            found.set(standard.id, { reminder, branch: standard.branch_id });
          }
          if (page.length < SCAN_PAGE) break;
          after = page[page.length - 1]!.id;
        }
      }
    }
    return [...found.values()].sort((a, b) => a.reminder.standard_id - b.reminder.standard_id);
  }

  /** The staff who keep the standards of a branch: its own, or the head office's when it has none. */
  function keepersOf(branchId: number, staff: readonly UserRecord[]): UserRecord[] {
    const own = staff.filter((user) => branchesListed(user.branches)?.includes(branchId));
    return own.length > 0 ? own : staff.filter((user) => branchesListed(user.branches) === undefined);
  }

  async function remindOne(user: UserRecord, reminder: StandardReminder, day: string, now: string) {
    const key = standardReminderKey(reminder);
    const notified = await deps.notifications.insertOnce({
      id: await deps.ids.next("notifications"),
      user_id: user.id,
      key,
      kind: "standard",
      day,
      read: false,
      created_at: now,
      ...reminder,
    });
    // Also when the notification was there already: a process that died in between left no mail.
    const settings = await settingsOf(deps, user);
    const to = emailAddressOf(user.info.email);
    if (!settings.email_reminders || to === undefined) return { notified, mailed: false };
    const unsubscribe = unsubscribeLink(deps, user.id, settings.language, "reminders");
    const text = standardReminderText(reminder, settings.language, {
      baseUrl: baseOf(deps.config),
      unsubscribe,
    });
    const mailed = await deps.outbox.enqueueOnce(
      outboxMail(
        deps.config,
        { key: standardReminderMailKey(key, user.id), to, subject: text.subject, text: text.text },
        unsubscribe,
        now,
      ),
    );
    return { notified, mailed };
  }

  return {
    async remind(day: string, missed: readonly string[]): Promise<StandardRunReport> {
      const matches = await matchesOf(day, missed);
      const report = { standards: matches.length, notifications: 0, mails: 0 };
      if (matches.length === 0) return report;
      const now = deps.clock.now().toISOString();
      const staff = (await deps.directory.listByRoles(["staff"])).filter((user) => !user.disabled);
      for (const { reminder, branch } of matches) {
        for (const user of keepersOf(branch, staff)) {
          const done = await remindOne(user, reminder, day, now);
          if (done.notified) report.notifications += 1;
          if (done.mailed) report.mails += 1;
        }
      }
      return report;
    },
  };
}
