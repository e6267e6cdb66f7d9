import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReminderSettingsView } from "@portal/domain/notifications/reminderSettingsView";
import { useToasts } from "../components/Toasts";
import { alertTextOf } from "../logic/serverErrors";
import { reminderSettings, saveReminderSettings } from "../notifications/notificationsApi";

/** The kinds of e-mail the customer turns on or off apart, with their labels. */
const KINDS = [
  { field: "email_reminders", label: "notifications.emailReminders" },
  { field: "email_appeals", label: "notifications.emailAppeals" },
] as const;

/**
 * The cabinet's switches for e-mail by kind: reminders of due dates and notices of the
 * customer's appeals. The portal's own list always gets both.
 */
export function ReminderSettings() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const id = useId();
  const [settings, setSettings] = useState<ReminderSettingsView | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    reminderSettings().then(
      (answer) => setSettings(answer.data),
      () => undefined,
    );
  }, []);

  if (!settings) return null;
  const current = settings;

  async function toggle(field: (typeof KINDS)[number]["field"], on: boolean) {
    setSaving(true);
    try {
      const answer = await saveReminderSettings({
        email_reminders: current.email_reminders,
        email_appeals: current.email_appeals,
        [field]: on,
      });
      setSettings(answer.data);
      toasts.success(t("notifications.settingsSaved"));
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.server")));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="reminder-settings">
      <h2 id={`${id}-title`} className="card__title">
        {t("notifications.settingsTitle")}
      </h2>
      {KINDS.map(({ field, label }) => (
        <label key={field} className="setting-check" htmlFor={`${id}-${field}`}>
          <input
            id={`${id}-${field}`}
            type="checkbox"
            className="checkbox"
            checked={settings[field]}
            disabled={saving}
            onChange={(event) => toggle(field, event.target.checked)}
          />
          <span>{t(label)}</span>
        </label>
      ))}
      <p className="muted">
        {settings.has_email ? t("notifications.emailHint") : t("notifications.noEmail")}
      </p>
    </section>
  );
}
