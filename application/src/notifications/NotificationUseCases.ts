import type { Language } from "@portal/domain";
import type { Actor, Result } from "../shared";
import type { OutboxCounts } from "./ports/Mail";

/** A notification as its reader sees it, in the reader's language. */
export interface NotificationView {
  readonly id: number;
  readonly day: string;
  readonly read: boolean;
  readonly created_at: string;
  readonly subject: string;
  readonly lines: readonly string[];
  /** Portal-relative links: the filtered register and the one-step re-application. */
  readonly links: { readonly register: string; readonly reapply: string };
}

export interface NotificationList {
  readonly items: readonly NotificationView[];
  readonly next?: number;
  readonly unread: number;
}

export interface ReminderSettingsView {
  readonly email_reminders: boolean;
  readonly language: Language;
  /** Whether the user info holds an e-mail address to send reminders to. */
  readonly has_email: boolean;
}

/** The customer's in-portal notifications and reminder settings. */
export interface NotificationUseCases {
  /** Newest first; `limit` at most 100 (the route refuses what is not a positive integer). */
  list(actor: Actor, query: { readonly before?: number; readonly limit?: number }): Result<NotificationList>;
  /** The bell's count; it also remembers the language the customer uses the portal in. */
  unreadCount(actor: Actor): Result<number>;
  /** Marks the caller's notifications among these ids read; others' ids mark nothing. Answers how many. */
  markRead(actor: Actor, body: unknown): Result<number>;
  markAllRead(actor: Actor): Result<number>;
  getSettings(actor: Actor): Result<ReminderSettingsView>;
  saveSettings(actor: Actor, body: unknown): Result<ReminderSettingsView>;
  /** Whether an unsubscribe link is good, changing nothing (the page the link opens asks to confirm). */
  unsubscribeCheck(userId: unknown, token: unknown): Result<{ readonly language: Language }>;
  /** The e-mail's unsubscribe link, confirmed: no sign-in, the signed token is the permission. */
  unsubscribe(userId: unknown, token: unknown): Result<{ readonly language: Language }>;
}

/** What one tick of the reminder job did. */
export interface ReminderTick {
  readonly day: string;
  /** The day's run, when this tick made it (the hour had come and no one had finished it). */
  readonly run?: ReminderRunReport;
  readonly delivery: DeliveryReport;
}

export interface ReminderRunReport {
  readonly day: string;
  /** The earlier days no run had covered, whose thresholds this run's messages list too (oldest first). */
  readonly caught_up: readonly string[];
  readonly entries: number;
  readonly customers: number;
  readonly notifications: number;
  readonly mails: number;
  /**
   * The customers whose stored e-mail is not one valid address: notified in the portal, not
   * mailed, named here so the run's log shows whom to ask.
   */
  readonly unmailable: readonly number[];
}

export interface DeliveryReport {
  readonly sent: number;
  readonly failed: number;
  /** Due mail another process held. */
  readonly busy: number;
  /** Due mail whose address is not one valid address: marked refused, never sent. */
  readonly refused: number;
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
