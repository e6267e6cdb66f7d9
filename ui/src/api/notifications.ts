import { http } from "./index";

/** A notification as GET /api/notifications gives it, already in the asked language. */
export interface NotificationItem {
  readonly id: number;
  readonly day: string;
  readonly read: boolean;
  readonly created_at: string;
  readonly subject: string;
  readonly lines: readonly string[];
  readonly links: { readonly register: string; readonly reapply: string };
}

export interface NotificationPage {
  readonly items: readonly NotificationItem[];
  readonly next?: number;
  readonly unread: number;
}

export interface ReminderSettings {
  readonly email_reminders: boolean;
  readonly language: "uz" | "ru";
  readonly has_email: boolean;
}

/**
 * The notifications' calls (issue 15): the shell's bell, the notifications page and the
 * cabinet's reminder setting use them, so they live with the shared API, not in a module.
 */
export const notificationsApi = {
  unreadCount: () => http.get<{ unread: number }>("/api/notifications/unread-count"),
  list: (before?: number) =>
    http.get<{ data: NotificationPage }>(`/api/notifications${before ? `?before=${before}` : ""}`),
  markRead: (id: number) =>
    http.post<{ status: boolean; marked: number }>("/api/notifications/read", { ids: [id] }),
  markAllRead: () => http.post<{ status: boolean; marked: number }>("/api/notifications/read-all", {}),
  settings: () => http.get<{ data: ReminderSettings }>("/api/notifications/settings"),
  saveSettings: (emailReminders: boolean) =>
    http.post<{ status: boolean; data: ReminderSettings }>("/api/notifications/settings", {
      email_reminders: emailReminders,
    }),
};

/** Pages that change the unread count tell the bell to look again. */
export const NOTIFICATIONS_CHANGED = "portal:notifications-changed";
export const notificationsChanged = () => window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
