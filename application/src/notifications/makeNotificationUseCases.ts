import {
  appealNoticeLink,
  appealNoticeText,
  isWellFormedEmail,
  type Language,
  type MailTopic,
  type NotificationView,
  REMINDER_LINKS,
  type ReminderSettingsView,
  reminderText,
  standardReminderLink,
  standardReminderText,
} from "@portal/domain";
import * as E from "fp-ts/lib/Either";
import {
  type Actor,
  type Failure,
  forbidden,
  notFound,
  signedInCustomer,
  unauthenticated,
  type UserRecord,
} from "../shared";
import type { NotificationDeps } from "./deps";
import type {
  NotificationRecord,
  NotificationSettingsRecord,
  ReminderNotificationRecord,
} from "./ports/NotificationRepository";
import type { NotificationUseCases } from "./NotificationUseCases";

const MAX_PAGE = 100;
const DEFAULT_PAGE = 20;

/**
 * A user's settings, or the defaults: e-mail of every kind on, when an e-mail is on file;
 * Uzbek. Settings stored before the appeals' notices had a switch have them on.
 */
export async function settingsOf(
  deps: Pick<NotificationDeps, "settings">,
  user: UserRecord,
): Promise<Required<NotificationSettingsRecord>> {
  const stored = await deps.settings.find(user.id);
  return {
    user_id: user.id,
    email_reminders: stored?.email_reminders ?? true,
    email_appeals: stored?.email_appeals ?? true,
    language: stored?.language ?? "uz",
  };
}

/** Who reads notifications: customers (reminders, their appeals' notices) and staff and reviewers (new work). */
function signedInReader(actor: Actor): E.Either<Failure, UserRecord> {
  if (!actor.user) return E.left(unauthenticated);
  return actor.user.role === "admin" ? E.left(forbidden) : E.right(actor.user);
}

/** The reminder's lines with the device names in this language. */
export async function namedLines(
  deps: Pick<NotificationDeps, "catalogue">,
  record: Pick<ReminderNotificationRecord, "lines">,
  language: Language,
) {
  return Promise.all(
    record.lines.map(async (line) => ({
      ...line,
      device_name: (await deps.catalogue.device(line.device_id, language))?.name ?? `#${line.device_id}`,
    })),
  );
}

/** The setting each kind of e-mail's unsubscribe link turns off. */
const TOPIC_FIELD: Readonly<Record<MailTopic, "email_reminders" | "email_appeals">> = {
  reminders: "email_reminders",
  appeals: "email_appeals",
};

export function makeNotificationUseCases(deps: NotificationDeps): NotificationUseCases {
  const { notifications, settings } = deps;

  /** The user an unsubscribe link was signed for: NotFound when the token is forged or the user is gone. */
  async function linkUser(userId: number, token: string): Promise<E.Either<Failure, UserRecord>> {
    if (!deps.tokens.verify(userId, token)) return E.left(notFound);
    const user = await deps.users.findById(userId);
    return user ? E.right(user) : E.left(notFound);
  }

  async function view(record: NotificationRecord, language: Language): Promise<NotificationView> {
    const shared = { id: record.id, day: record.day, read: record.read, created_at: record.created_at };
    if (record.kind === "appeal") {
      const text = appealNoticeText(record, language, { baseUrl: "" });
      return {
        ...shared,
        kind: "appeal",
        subject: text.subject,
        lines: text.lines,
        links: { appeal: appealNoticeLink(record.appeal_id) },
      };
    }
    if (record.kind === "standard") {
      const text = standardReminderText(record, language, { baseUrl: "" });
      return {
        ...shared,
        kind: "standard",
        subject: text.subject,
        lines: text.lines,
        links: { standards: standardReminderLink(record.threshold) },
      };
    }
    const lines = await namedLines(deps, record, language);
    const text = reminderText(lines, language, { baseUrl: "" });
    const overdue = record.lines.some((line) => line.threshold === "overdue");
    return {
      ...shared,
      kind: "reminder",
      subject: text.subject,
      lines: text.lines,
      links: {
        register: REMINDER_LINKS.register(overdue ? "overdue" : "due7"),
        reapply: REMINDER_LINKS.reapply,
      },
    };
  }

  const settingsView = (s: Required<NotificationSettingsRecord>, user: UserRecord): ReminderSettingsView => ({
    email_reminders: s.email_reminders,
    email_appeals: s.email_appeals,
    language: s.language,
    has_email: isWellFormedEmail(user.info.email),
  });

  return {
    async list(actor: Actor, query) {
      const user = signedInReader(actor);
      if (E.isLeft(user)) return user;
      const limit = Math.min(query.limit ?? DEFAULT_PAGE, MAX_PAGE);
      const [page, unread] = await Promise.all([
        notifications.listByUser(user.right.id, {
          limit,
          order: "newest",
          ...(query.before === undefined ? {} : { before: query.before }),
        }),
        notifications.unreadCount(user.right.id),
      ]);
      const items = await Promise.all(page.items.map((record) => view(record, actor.lang)));
      return E.right({ items, unread, ...(page.next === undefined ? {} : { next: page.next }) });
    },

    async unreadCount(actor) {
      const user = signedInReader(actor);
      if (E.isLeft(user)) return user;
      const current = await settingsOf(deps, user.right);
      if (current.language !== actor.lang) await settings.save({ ...current, language: actor.lang });
      return E.right(await notifications.unreadCount(user.right.id));
    },

    async markRead(actor, input) {
      const user = signedInReader(actor);
      if (E.isLeft(user)) return user;
      return E.right(await notifications.markRead(user.right.id, [...new Set(input.ids)]));
    },

    async markAllRead(actor) {
      const user = signedInReader(actor);
      if (E.isLeft(user)) return user;
      return E.right(await notifications.markAllRead(user.right.id));
    },

    async getSettings(actor) {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      return E.right(settingsView(await settingsOf(deps, user.right), user.right));
    },

    async saveSettings(actor, input) {
      const user = signedInCustomer(actor);
      if (E.isLeft(user)) return user;
      const next = {
        ...(await settingsOf(deps, user.right)),
        email_reminders: input.email_reminders,
        ...(input.email_appeals === undefined ? {} : { email_appeals: input.email_appeals }),
      };
      await settings.save(next);
      return E.right(settingsView(next, user.right));
    },

    async unsubscribeCheck(userId, token) {
      const user = await linkUser(userId, token);
      if (E.isLeft(user)) return user;
      return E.right({ language: (await settingsOf(deps, user.right)).language });
    },

    async unsubscribe(userId, token, topic) {
      const linked = await linkUser(userId, token);
      if (E.isLeft(linked)) return linked;
      const user = linked.right;
      const current = await settingsOf(deps, user);
      const field = TOPIC_FIELD[topic];
      if (current[field]) await settings.save({ ...current, [field]: false });
      return E.right({ language: current.language });
    },
  };
}
