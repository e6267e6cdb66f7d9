import type { AccountDirectory, Clock, IdGenerator, LookupCatalogue, UserRepository } from "../shared";
import type { SelfDeviceRepository } from "../register";
import type { StandardRepository } from "../standards";
import type { MailOutbox, MailSender, ReminderRuns, UnsubscribeTokens } from "./ports/Mail";
import type { NotificationRepository, NotificationSettingsRepository } from "./ports/NotificationRepository";

export interface NotificationConfig {
  /** The portal's public address, for the links in e-mail ("https://portal.example.uz"). */
  readonly baseUrl: string;
  /** The Tashkent hour (0–23) from which the day's reminders are made. */
  readonly reminderHour: number;
  /** How long a sending attempt holds its mail; longer than the SMTP client's own timeouts. */
  readonly sendLeaseMs: number;
}

export const DEFAULT_NOTIFICATION_CONFIG: NotificationConfig = {
  baseUrl: "http://localhost:3000",
  reminderHour: 9,
  sendLeaseMs: 2 * 60_000,
};

/** The ports the notifications module needs. */
export interface NotificationDeps {
  readonly notifications: NotificationRepository;
  readonly settings: NotificationSettingsRepository;
  readonly outbox: MailOutbox;
  readonly mail: MailSender;
  readonly tokens: UnsubscribeTokens;
  readonly runs: ReminderRuns;
  readonly selfDevices: SelfDeviceRepository;
  /** The reference standards whose certificate runs out, reminded to their branch's staff. */
  readonly standards: StandardRepository;
  readonly users: UserRepository;
  /** The staff an appeal's notice is for. */
  readonly directory: AccountDirectory;
  readonly catalogue: LookupCatalogue;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly config: NotificationConfig;
}
