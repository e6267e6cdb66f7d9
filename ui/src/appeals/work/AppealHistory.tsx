import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../logic/format";
import { StatusBadge } from "./StatusBadge";
import type { AppealEvent } from "../appealsApi";

/** The audit trail: each status with who acted, when, and the note the customer reads. */
export function AppealHistory({ history }: { readonly history: readonly AppealEvent[] }) {
  const { t } = useTranslation();
  return (
    <ol className="appeal-history" data-testid="appeal-history">
      {history.map((event) => (
        <li key={`${event.at}-${event.status}`} className="appeal-history__event">
          <StatusBadge status={event.status} /> <span>{formatDateTime(event.at)}</span>{" "}
          <span className="muted">{t("work.by", { id: event.by })}</span>
          {event.action && <span className="muted"> · {t(`work.actions.${event.action}`)}</span>}
          {event.note && <p className="appeal-history__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
