import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReminderSettingsView } from "@portal/domain/notifications/reminderSettingsView";
import { useToasts } from "../components/Toasts";
import { alertTextOf } from "../logic/serverErrors";
import { reminderSettings, saveReminderSettings } from "../notifications/notificationsApi";

/** The cabinet's switch for reminders by e-mail (issue 15); the portal's own list always gets them. */
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

  async function toggle(on: boolean) {
    setSaving(true);
    try {
      const answer = await saveReminderSettings(on);
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
      <label className="checkbox" htmlFor={`${id}-email`}>
        <input
          id={`${id}-email`}
          type="checkbox"
          checked={settings.email_reminders}
          disabled={saving}
          onChange={(event) => toggle(event.target.checked)}
        />{" "}
        {t("notifications.emailReminders")}
      </label>
      <p className="muted">
        {settings.has_email ? t("notifications.emailHint") : t("notifications.noEmail")}
      </p>
    </section>
  );
}
