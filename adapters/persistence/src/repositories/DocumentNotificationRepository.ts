import type {
  NotificationRecord,
  NotificationRepository,
  NotificationSettingsRecord,
  NotificationSettingsRepository,
  Page,
  PageRequest,
  ReminderRuns,
} from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";
import { keysetPage } from "./paging";

/** Inserts under a unique index; a duplicate means someone stored it first. */
export async function insertOnce<T extends object>(
  collection: DocumentCollection<T>,
  doc: T,
): Promise<boolean> {
  try {
    await collection.insertOne(doc);
    return true;
  } catch (error) {
    if (error instanceof DuplicateKeyError) return false;
    throw error;
  }
}

/** The in-portal notifications; the unique (user_id, key) index makes a repeated run add nothing. */
export class DocumentNotificationRepository implements NotificationRepository {
  constructor(private readonly notifications: DocumentCollection<NotificationRecord>) {}

  insertOnce(notification: NotificationRecord): Promise<boolean> {
    return insertOnce(this.notifications, notification);
  }

  listByUser(userId: number, page: PageRequest): Promise<Page<NotificationRecord>> {
    return keysetPage(this.notifications, { user_id: userId }, page);
  }

  unreadCount(userId: number): Promise<number> {
    return this.notifications.countDocuments({ user_id: userId, read: false });
  }

  markRead(userId: number, ids: readonly number[]): Promise<number> {
    return this.notifications.updateMany({ user_id: userId, id: { $in: [...ids] } }, { read: true });
  }

  markAllRead(userId: number): Promise<number> {
    return this.notifications.updateMany({ user_id: userId, read: false }, { read: true });
  }
}

/** Each customer's reminder settings, one document per user. */
export class DocumentNotificationSettingsRepository implements NotificationSettingsRepository {
  constructor(private readonly settings: DocumentCollection<NotificationSettingsRecord>) {}

  find(userId: number): Promise<NotificationSettingsRecord | undefined> {
    return this.settings.findOne({ user_id: userId });
  }

  async save(settings: NotificationSettingsRecord): Promise<void> {
    await this.settings.replaceOne({ user_id: settings.user_id }, settings, { upsert: true });
  }
}

/** The days whose reminder run finished. */
export class DocumentReminderRuns implements ReminderRuns {
  constructor(
    private readonly runs: DocumentCollection<{ readonly day: string; readonly done_at: string }>,
  ) {}

  async isDone(day: string): Promise<boolean> {
    return (await this.runs.findOne({ day })) !== undefined;
  }

  async markDone(day: string, at: string): Promise<void> {
    await insertOnce(this.runs, { day, done_at: at });
  }

  async lastDoneBefore(day: string): Promise<string | undefined> {
    const [last] = await this.runs.find(
      { day: { $lt: day } },
      { sort: { day: -1 }, limit: 1, fields: ["day"] },
    );
    return last?.day;
  }
}
