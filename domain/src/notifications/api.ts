import * as t from "io-ts";
import { ANYONE, apiCall, CUSTOMERS, fileAnswer, pageOrJson, SIGNED_IN } from "../shared/api";
import { Int } from "../shared/primitives";
import { NotificationList } from "./notificationList";
import { NotificationListQuery } from "./notificationListQuery";
import { ReminderSettingsView } from "./reminderSettingsView";
import { MarkReadInput, ReminderSettingsInput } from "./settings";
import { TestClockMoved, TestClockRequest } from "./testClock";
import { OneClickConfirmation, UnsubscribeQuery } from "./unsubscribeLink";

const Marked = t.strict({ status: t.literal(true), marked: Int });

/**
 * The notifications' calls (docs/architecture.md, "Adding a call"): the list and bell of
 * customers (reminders, their appeals' notices), staff and reviewers (new work of their
 * branch); a customer's e-mail settings; the e-mail's unsubscribe link, whose signed token
 * is the permission (no session); and a test server's clock.
 */
export const notificationsApi = {
  list: apiCall({
    method: "GET",
    path: "/api/notifications",
    summary:
      "The caller's notifications, newest first (at most 100 a page; `next` is the `before` of the page after)",
    audience: SIGNED_IN,
    query: NotificationListQuery,
    answer: t.strict({ data: NotificationList }),
    failures: ["Malformed"],
  }),
  unreadCount: apiCall({
    method: "GET",
    path: "/api/notifications/unread-count",
    summary:
      "The bell's count of unread notifications; remembers the language the caller reads the portal in",
    audience: SIGNED_IN,
    answer: t.strict({ unread: Int }),
  }),
  markRead: apiCall({
    method: "POST",
    path: "/api/notifications/read",
    summary:
      "Mark the caller's notifications with these ids read (another's id marks nothing); answers how many",
    audience: SIGNED_IN,
    body: MarkReadInput,
    answer: Marked,
    failures: ["Malformed"],
  }),
  markAllRead: apiCall({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Mark all the caller's notifications read; answers how many",
    audience: SIGNED_IN,
    answer: Marked,
  }),
  settings: apiCall({
    method: "GET",
    path: "/api/notifications/settings",
    summary: "The caller's e-mail settings: reminders of due dates and notices of their appeals' steps",
    audience: CUSTOMERS,
    answer: t.strict({ data: ReminderSettingsView }),
  }),
  saveSettings: apiCall({
    method: "POST",
    path: "/api/notifications/settings",
    summary:
      "Turn e-mail on or off by kind: reminders always, the appeals' notices when `email_appeals` is given",
    audience: CUSTOMERS,
    body: ReminderSettingsInput,
    answer: t.strict({ status: t.literal(true), data: ReminderSettingsView }),
    failures: ["Malformed"],
  }),
  unsubscribePage: apiCall({
    method: "GET",
    path: "/unsubscribe",
    summary:
      "The e-mail's unsubscribe link: checks it and asks to confirm, changing nothing (an HTML page with a form; a malformed link is a 422 page, a forged one a 404 page)",
    audience: ANYONE,
    query: UnsubscribeQuery,
    answer: fileAnswer("text/html"),
    failures: ["Malformed", "NotFound"],
  }),
  unsubscribe: apiCall({
    method: "POST",
    path: "/unsubscribe",
    summary:
      "Turns e-mail reminders (or, with k=appeals, the appeals' notices) off: the page's form, or RFC 8058 one-click from a mail provider (no session, no CSRF token: the signed link is the permission). The body must be List-Unsubscribe=One-Click, else a 422 that asks to confirm; HTML for a browser, JSON otherwise",
    audience: ANYONE,
    query: UnsubscribeQuery,
    body: OneClickConfirmation,
    bodyTypes: ["application/x-www-form-urlencoded", "multipart/form-data"],
    answer: pageOrJson(t.strict({ status: t.literal(true), message: t.string })),
    failures: ["Malformed", "NotFound"],
  }),
  testClock: apiCall({
    method: "POST",
    path: "/api/test/clock",
    summary:
      "Test servers only (PORTAL_TEST_CLOCK=1, never in production), and only for callers on the same machine: moves the clock and runs the reminder job's tick. Absent elsewhere (a 404)",
    audience: ANYONE,
    body: TestClockRequest,
    answer: TestClockMoved,
    failures: ["Malformed", "NotFound"],
  }),
};
