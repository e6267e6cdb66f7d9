import type { Language, ReminderThreshold } from "@portal/domain";
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

/** An in-portal notification: today only reminders, one per customer and day. */
export interface NotificationRecord {
  readonly id: number;
  readonly user_id: number;
  /** Unique per user: "reminder:YYYY-MM-DD" (a repeated run finds it there and adds nothing). */
  readonly key: string;
  readonly kind: "reminder";
  /** The Tashkent day it is about. */
  readonly day: string;
  readonly lines: readonly StoredReminderLine[];
  readonly read: boolean;
  readonly created_at: string;
}

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

/** A customer's choices about reminders; absent until they choose, defaults apply. */
export interface NotificationSettingsRecord {
  readonly user_id: number;
  readonly email_reminders: boolean;
  /** The language reminders are written in: the one the customer last used the portal in. */
  readonly language: Language;
}

export interface NotificationSettingsRepository {
  find(userId: number): Promise<NotificationSettingsRecord | undefined>;
  save(settings: NotificationSettingsRecord): Promise<void>;
}
