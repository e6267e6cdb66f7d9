import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { NotificationView } from "@portal/domain/notifications/notificationView";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { formatDay } from "../logic/format";
import { alertTextOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { listNotifications, markAllRead, markRead, notificationsChanged } from "./notificationsApi";

/**
 * The reader's notifications, newest first: a customer's reminders of entries coming due and
 * notices of their appeals' steps; staff's and reviewers' new and corrected applications.
 */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const [items, setItems] = useState<readonly NotificationView[] | undefined>(undefined);
  const [next, setNext] = useState<number | undefined>(undefined);
  const [unread, setUnread] = useState(0);
  const [busy, setBusy] = useState(false);
  usePageTitle(t("notifications.title"));

  const load = useCallback(
    async (before?: number) => {
      try {
        const { data } = await listNotifications(before);
        setItems((shown) => (before ? [...(shown ?? []), ...data.items] : data.items));
        setNext(data.next);
        setUnread(data.unread);
      } catch (error) {
        toasts.error(alertTextOf(error, t("errors.loadFailed")));
        setItems((shown) => shown ?? []);
      }
    },
    [toasts, t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: the texts come in the interface language, so a new language loads them again
  useEffect(() => {
    void load();
  }, [load, i18n.language]);

  async function markOneRead(item: NotificationView) {
    await markRead(item.id);
    setItems((shown) => shown?.map((n) => (n.id === item.id ? { ...n, read: true } : n)));
    setUnread((n) => Math.max(0, n - 1));
    notificationsChanged();
  }

  async function markAll() {
    setBusy(true);
    try {
      await markAllRead();
      setItems((shown) => shown?.map((n) => ({ ...n, read: true })));
      setUnread(0);
      notificationsChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("notifications.title") }]} />
      <div className="page-header">
        <h1 className="page-title">{t("notifications.title")}</h1>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={busy || unread === 0}
          onClick={markAll}
        >
          {t("notifications.markAllRead")}
        </button>
      </div>
      <p className="muted" aria-live="polite">
        {t("notifications.unreadCount", { count: unread })}
      </p>
      {items === undefined ? (
        <PageLoading />
      ) : items.length === 0 ? (
        <div className="card">
          <p>{t("notifications.empty")}</p>
        </div>
      ) : (
        <ul className="notifications" data-testid="notifications">
          {items.map((item) => (
            <li
              key={item.id}
              className={`card notification${item.read ? "" : " notification--unread"}`}
              data-testid="notification"
            >
              <h2 className="notification__subject">
                {item.read ? null : <span className="visually-hidden">{t("notifications.unread")}: </span>}
                {item.subject}
              </h2>
              <p className="muted">{formatDay(item.day)}</p>
              <ul>
                {item.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="notification__links">
                {item.links.appeal ? (
                  // Opening the appeal is reading its notice.
                  <Link
                    to={item.links.appeal}
                    onClick={() => item.read || markOneRead(item).catch(() => undefined)}
                  >
                    {t("notifications.openAppeal")}
                  </Link>
                ) : null}
                {item.links.register ? (
                  <Link to={item.links.register}>{t("notifications.openRegister")}</Link>
                ) : null}
                {item.links.reapply ? (
                  <Link to={item.links.reapply}>{t("notifications.reapply")}</Link>
                ) : null}
                {item.links.standards ? (
                  <Link to={item.links.standards}>{t("notifications.openStandards")}</Link>
                ) : null}
                {item.read ? null : (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small"
                    onClick={() => markOneRead(item)}
                  >
                    {t("notifications.markRead")}
                  </button>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {next ? (
        <button type="button" className="btn btn--secondary" onClick={() => load(next)}>
          {t("notifications.more")}
        </button>
      ) : null}
    </>
  );
}
