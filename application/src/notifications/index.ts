/** The notifications module: in-portal notifications, reminder settings, the daily reminder job and its mail. */
export { DEFAULT_NOTIFICATION_CONFIG, type NotificationConfig, type NotificationDeps } from "./deps";
export type { NotificationUseCases, ReminderJob } from "./NotificationUseCases";
export { makeNotificationUseCases } from "./makeNotificationUseCases";
export * from "./ports/Mail";
export * from "./ports/NotificationRepository";
export { makeReminderJob, reminderMailKey, retryDelayMs, tashkentHour } from "./reminderJob";
