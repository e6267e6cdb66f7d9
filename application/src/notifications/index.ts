/**
 * The notifications module: in-portal notifications, e-mail settings, the daily reminder job,
 * the notices of appeals' steps (the appeals module's AppealEvents) and their mail.
 */
export {
  appealMailKey,
  appealNoticeKey,
  makeAppealNotifier,
  type NoticeFailureLog,
} from "./appealNotifier";
export { DEFAULT_NOTIFICATION_CONFIG, type NotificationConfig, type NotificationDeps } from "./deps";
export type { NotificationUseCases, ReminderJob } from "./NotificationUseCases";
export { makeNotificationUseCases } from "./makeNotificationUseCases";
export * from "./ports/Mail";
export * from "./ports/NotificationRepository";
export { makeReminderJob, reminderMailKey, retryDelayMs, tashkentHour } from "./reminderJob";
export { standardReminderKey, standardReminderMailKey } from "./standardReminders";
