import type { AppealNotice, Language, ReminderThreshold, StandardReminder } from "@portal/domain";
import type { Page, PageRequest } from "../../shared";

/** One register entry a reminder names, as stored: the device by id, its name read in the reader's language. */
export interface StoredReminderLine {
  readonly entry_id: number;
  readonly device_id: number;
  readonly serial_number?: string;
  readonly next_inspection_date: string;
  readonly threshold: ReminderThreshold;
  /** Days left on the reminder's day, on a line caught up from a day no run covered (see ReminderLine). */
  readonly days_left?: number;
}

/** What every in-portal notification holds. */
interface StoredNotification {
  readonly id: number;
  readonly user_id: number;
  /**
   * Unique per user: "reminder:YYYY-MM-DD", "appeal:<id>:<version>:<event>", or
   * "standard:<id>:<threshold>:<valid until>" (a repeated run, a retried step or a second
   * process finds it there and adds nothing).
   */
  readonly key: string;
  /** The Tashkent day it is about. */
  readonly day: string;
  readonly read: boolean;
  readonly created_at: string;
}

/** A reminder of register entries coming due: one per customer and day. */
export interface ReminderNotificationRecord extends StoredNotification {
  readonly kind: "reminder";
  readonly lines: readonly StoredReminderLine[];
}

/** A notice of an appeal's step, to its customer or to staff; its words are made in the reader's language. */
export interface AppealNotificationRecord extends StoredNotification, AppealNotice {
  readonly kind: "appeal";
}

/** A reminder to staff of a reference standard whose certificate runs out: one per reader, standard, threshold and certificate. */
export interface StandardNotificationRecord extends StoredNotification, StandardReminder {
  readonly kind: "standard";
}

/** An in-portal notification: a reminder, a notice of an appeal's step, or a standard's reminder. */
export type NotificationRecord =
  | ReminderNotificationRecord
  | AppealNotificationRecord
  | StandardNotificationRecord;

export interface NotificationRepository {
  /** Stores it unless the user has one with its key already; answers whether it stored. */
  insertOnce(notification: NotificationRecord): Promise<boolean>;
  /** The user's notifications, newest first, keyset-paged by id. */
  listByUser(userId: number, page: PageRequest): Promise<Page<NotificationRecord>>;
  unreadCount(userId: number): Promise<number>;
  /** Marks the user's notifications with these ids read; answers how many matched. */
  markRead(userId: number, ids: readonly number[]): Promise<number>;
  markAllRead(userId: number): Promise<number>;
}

/** A customer's choices about e-mail; absent until they choose, defaults apply. */
export interface NotificationSettingsRecord {
  readonly user_id: number;
  readonly email_reminders: boolean;
  /** Notices of the appeals' steps by e-mail; absent (settings stored before there were any): on. */
  readonly email_appeals?: boolean;
  /** The language e-mail is written in: the one the customer last used the portal in. */
  readonly language: Language;
}

export interface NotificationSettingsRepository {
  find(userId: number): Promise<NotificationSettingsRecord | undefined>;
  save(settings: NotificationSettingsRecord): Promise<void>;
}
