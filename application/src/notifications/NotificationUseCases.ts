import type {
  DeliveryReport,
  Language,
  MarkReadInput,
  NotificationList,
  NotificationListQuery,
  ReminderRunReport,
  ReminderSettingsInput,
  ReminderSettingsView,
  MailTopic,
  ReminderTick,
} from "@portal/domain";
import type { Actor, Result } from "../shared";
import type { OutboxCounts } from "./ports/Mail";

/**
 * The in-portal notifications (a customer's reminders and appeals' notices; staff's and
 * reviewers' new work) and a customer's e-mail settings.
 */
export interface NotificationUseCases {
  /** Newest first; `limit` at most 100. */
  list(actor: Actor, query: NotificationListQuery): Result<NotificationList>;
  /** The bell's count; it also remembers the language the customer uses the portal in. */
  unreadCount(actor: Actor): Result<number>;
  /** Marks the caller's notifications among these ids read; others' ids mark nothing. Answers how many. */
  markRead(actor: Actor, input: MarkReadInput): Result<number>;
  markAllRead(actor: Actor): Result<number>;
  getSettings(actor: Actor): Result<ReminderSettingsView>;
  saveSettings(actor: Actor, input: ReminderSettingsInput): Result<ReminderSettingsView>;
  /** Whether an unsubscribe link is good, changing nothing (the page the link opens asks to confirm). NotFound when forged or the user is gone. */
  unsubscribeCheck(userId: number, token: string): Result<{ readonly language: Language }>;
  /** The e-mail's unsubscribe link, confirmed: turns that kind of e-mail off; no sign-in, the signed token is the permission. */
  unsubscribe(userId: number, token: string, topic: MailTopic): Result<{ readonly language: Language }>;
}

/** The daily reminder run and the outbox's delivery; the server's scheduler calls tick. */
export interface ReminderJob {
  tick(): Promise<ReminderTick>;
  /** One day's run; `missed`, the earlier days no run covered, are caught up in that day's messages. */
  runDay(day: string, missed?: readonly string[]): Promise<ReminderRunReport>;
  deliverDue(): Promise<DeliveryReport>;
  /** The outbox's mail by state (GET /metrics shows them as `portal_job_queue_jobs{queue="mail"}`). */
  outboxCounts(): Promise<OutboxCounts>;
}
