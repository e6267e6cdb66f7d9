import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { NOTIFICATIONS_CHANGED, unreadCount } from "./notificationsApi";

/**
 * The bell in the header of a signed-in customer, staff member or reviewer (App.tsx hands it
 * to the shell): a link to the notifications with the unread count. Looks again on every page change, on the
 * notifications page's changes, and when the language changes (the server remembers it as
 * the customer's reminder language).
 */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [unread, setUnread] = useState<number | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page or language is when to look again (and the server learns the language)
  useEffect(() => {
    let live = true;
    const load = () =>
      unreadCount().then(
        (answer) => live && setUnread(answer.unread),
        () => undefined,
      );
    void load();
    window.addEventListener(NOTIFICATIONS_CHANGED, load);
    return () => {
      live = false;
      window.removeEventListener(NOTIFICATIONS_CHANGED, load);
    };
  }, [pathname, i18n.language]);

  const count = unread ?? 0;
  const label = count > 0 ? t("notifications.bellUnread", { count }) : t("notifications.bell");
  return (
    <Link
      to="/notifications"
      className="bell"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
        />
      </svg>
      {count > 0 ? (
        <span className="bell__count" data-testid="notification-count">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </Link>
  );
}
