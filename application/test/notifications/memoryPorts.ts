import { aDevice, aSelfDevice, aStandard, aUser } from "@portal/testkit/builders";
import type {
  MailOutbox,
  NotificationDeps,
  NotificationRecord,
  NotificationSettingsRecord,
  OutboxRecord,
  OutgoingMail,
  SelfDeviceRecord,
  SendClaim,
  StandardRecord,
  UserRecord,
} from "../../src";
import { memoryStandards } from "../standards/memoryStandards";

/**
 * The notifications module's ports in memory, with the stores' one atomic decision kept:
 * an insert refused by a unique key. Two jobs made on the same ports behave like two
 * server processes on one database.
 */
export function memoryWorld(options: { users?: UserRecord[]; entries?: SelfDeviceRecord[] } = {}) {
  const users = new Map((options.users ?? []).map((u) => [u.id, u]));
  const entries = [...(options.entries ?? [])];
  const standards = memoryStandards();
  const notifications: NotificationRecord[] = [];
  const settings = new Map<number, NotificationSettingsRecord>();
  const mail = new Map<string, OutboxRecord>();
  const claims = new Map<string, SendClaim>();
  const runs = new Set<string>();
  const sent: OutgoingMail[] = [];
  const smtp = { up: true };
  let now = new Date("2026-12-09T05:00:00Z"); // 10:00 in Tashkent
  let nextId = 1;

  const outbox: MailOutbox = {
    enqueueOnce: async (m) => {
      if (mail.has(m.key)) return false;
      mail.set(m.key, m);
      return true;
    },
    due: async (at, limit) =>
      [...mail.values()]
        .filter((m) => m.state === "pending" && m.next_attempt_at <= at)
        .sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at))
        .slice(0, limit),
    find: async (key) => mail.get(key),
    lastClaim: async (key) =>
      [...claims.values()].filter((c) => c.key === key).sort((a, b) => b.attempt - a.attempt)[0],
    claim: async (c) => {
      const id = `${c.key}#${c.attempt}`;
      if (claims.has(id)) return false;
      claims.set(id, c);
      return true;
    },
    release: async (key, attempt, at) => {
      const id = `${key}#${attempt}`;
      const c = claims.get(id);
      if (c) claims.set(id, { ...c, lease_until: at });
    },
    markSent: async (key, at, attempts) => {
      const m = mail.get(key);
      if (m) mail.set(key, { ...m, state: "sent", sent_at: at, attempts });
    },
    markFailed: async (key, attempts, next, error) => {
      const m = mail.get(key);
      if (m) mail.set(key, { ...m, attempts, next_attempt_at: next, last_error: error });
    },
    markRefused: async (key, attempts, error) => {
      const m = mail.get(key);
      if (m) mail.set(key, { ...m, state: "refused", attempts, last_error: error });
    },
    counts: async () => ({
      pending: [...mail.values()].filter((m) => m.state === "pending" && m.attempts === 0).length,
      retrying: [...mail.values()].filter((m) => m.state === "pending" && m.attempts > 0).length,
      sent: [...mail.values()].filter((m) => m.state === "sent").length,
      refused: [...mail.values()].filter((m) => m.state === "refused").length,
    }),
  };

  const deps: NotificationDeps = {
    notifications: {
      insertOnce: async (n) => {
        if (notifications.some((o) => o.user_id === n.user_id && o.key === n.key)) return false;
        notifications.push(n);
        return true;
      },
      listByUser: async (userId, page) => {
        const mine = notifications
          .filter((n) => n.user_id === userId && (page.before === undefined || n.id < page.before))
          .sort((a, b) => b.id - a.id);
        const items = mine.slice(0, page.limit);
        return mine.length > page.limit ? { items, next: items[items.length - 1]!.id } : { items };
      },
      unreadCount: async (userId) => notifications.filter((n) => n.user_id === userId && !n.read).length,
      markRead: async (userId, ids) => {
        let marked = 0;
        notifications.forEach((n, i) => {
          if (n.user_id === userId && ids.includes(n.id)) {
            notifications[i] = { ...n, read: true };
            marked += 1;
          }
        });
        return marked;
      },
      markAllRead: async (userId) => {
        let marked = 0;
        notifications.forEach((n, i) => {
          if (n.user_id === userId && !n.read) {
            notifications[i] = { ...n, read: true };
            marked += 1;
          }
        });
        return marked;
      },
    },
    settings: {
      find: async (userId) => settings.get(userId),
      save: async (s) => void settings.set(s.user_id, s),
    },
    outbox,
    mail: {
      send: async (m) => {
        if (!smtp.up) throw new Error("connect ECONNREFUSED");
        sent.push(m);
      },
    },
    tokens: {
      sign: (userId) => `token-${userId}`,
      verify: (userId, token) => token === `token-${userId}`,
    },
    runs: {
      isDone: async (day) => runs.has(day),
      markDone: async (day) => void runs.add(day),
      lastDoneBefore: async (day) =>
        [...runs]
          .filter((d) => d < day)
          .sort()
          .at(-1),
    },
    selfDevices: {
      listByUser: async () => [],
      findById: async () => undefined,
      findBySerial: async () => undefined,
      listDueOn: async (day, limit, afterId = 0) =>
        entries
          .filter((e) => e.next_inspection_date === day && e.id > afterId)
          .sort((a, b) => a.id - b.id)
          .slice(0, limit),
      insert: async (e) => void entries.push(e),
      replace: async () => undefined,
      delete: async () => false,
    },
    standards: standards.repository,
    directory: {
      listByRoles: async (roles) =>
        [...users.values()]
          .filter((u) => (roles as readonly string[]).includes(u.role))
          .sort((a, b) => a.id - b.id),
      findByEmail: async () => [],
    },
    users: {
      findById: async (id) => users.get(id),
      findByLogin: async () => undefined,
      save: async (u) => void users.set(u.id, u),
      updateInfo: async () => false,
      search: async () => [],
      create: async () => "login-taken",
      findPersonByPin: async () => undefined,
      findByTin: async () => undefined,
    },
    catalogue: {
      device: async (id: number, lang: string) =>
        aDevice({ id, name: `${lang === "ru" ? "Прибор" : "Asbob"} ${id}` }),
    } as unknown as NotificationDeps["catalogue"],
    clock: { now: () => now },
    ids: { next: async () => nextId++ },
    config: { baseUrl: "https://portal.example.uz", reminderHour: 9, sendLeaseMs: 120_000 },
  };

  return {
    deps,
    notifications,
    settings,
    mail,
    sent,
    smtp,
    entries,
    /** The days whose run finished. */
    runs,
    setNow: (at: string) => {
      now = new Date(at);
    },
    aCustomer: (id: number, email = `c${id}@example.uz`) => {
      const user = aUser({ id, login: `c${id}`, info: { ...aUser().info, email } });
      users.set(id, user);
      return user;
    },
    /** A staff member (or reviewer) of these branches; none: the head office. */
    aStaffMember: (id: number, branches?: readonly number[], role: "staff" | "reviewer" = "staff") => {
      const user = aUser({
        id,
        login: `s${id}`,
        role,
        info: { ...aUser().info, email: `s${id}@example.uz` },
        ...(branches ? { branches } : {}),
      });
      users.set(id, user);
      return user;
    },
    /** A reference standard of the head office (branch 1) unless told, with its certificate's last valid day. */
    aStandard: (validUntil: string, overrides: Partial<StandardRecord> = {}) => {
      const id = standards.standards.size + 1;
      const standard = aStandard({
        id,
        serial_number: `E-${id}`,
        certificate: { ...aStandard().certificate, valid_until: validUntil },
        ...overrides,
      });
      standards.standards.set(id, standard);
      return standard;
    },
    anEntry: (overrides: Partial<SelfDeviceRecord>) => {
      const entry = aSelfDevice({ id: entries.length + 1, ...overrides });
      entries.push(entry);
      return entry;
    },
  };
}
