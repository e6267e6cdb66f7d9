import { http } from "../api";
import { callApi, lazyTable } from "../api/call";

const notificationsRows = lazyTable(() =>
  import("@portal/domain/notifications/api").then((m) => m.notificationsApi),
);

/** The notifications' calls: the bell, the notifications page and the cabinet's e-mail settings. */

export const unreadCount = () => callApi(http, notificationsRows, "unreadCount");
/** A page of notifications, newest first; `before`, the `next` of the page before. */
export const listNotifications = (before?: number) =>
  callApi(http, notificationsRows, "list", { query: { before } });
export const markRead = (id: number) => callApi(http, notificationsRows, "markRead", { body: { ids: [id] } });
export const markAllRead = () => callApi(http, notificationsRows, "markAllRead", { body: {} });
export const reminderSettings = () => callApi(http, notificationsRows, "settings");
/** Both kinds of e-mail, as the cabinet shows them after the change. */
export const saveReminderSettings = (settings: { email_reminders: boolean; email_appeals: boolean }) =>
  callApi(http, notificationsRows, "saveSettings", { body: settings });

/** Pages that change the unread count tell the bell to look again. */
export const NOTIFICATIONS_CHANGED = "portal:notifications-changed";
export const notificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
