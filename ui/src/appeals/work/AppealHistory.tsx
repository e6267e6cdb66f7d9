import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../logic/format";
import { StatusBadge } from "./StatusBadge";
import type { AppealEvent, AppealParties } from "../appealsApi";

export interface AppealHistoryProps {
  readonly history: readonly AppealEvent[];
  /** Who acted, by name; someone the server could not name is "user #id". */
  readonly people?: AppealParties["people"];
}

/** The audit trail: each status with who acted, when, and the note the customer reads. */
export function AppealHistory({ history, people = [] }: AppealHistoryProps) {
  const { t } = useTranslation();
  const names = new Map(people.map((person) => [person.id, person.name]));
  return (
    <ol className="appeal-history" data-testid="appeal-history">
      {history.map((event) => (
        <li key={`${event.at}-${event.status}`} className="appeal-history__event">
          <StatusBadge status={event.status} /> <span>{formatDateTime(event.at)}</span>{" "}
          <span className="muted" data-testid="history-by">
            {names.get(event.by) ?? t("work.by", { id: event.by })}
          </span>
          {event.action && <span className="muted"> · {t(`work.actions.${event.action}`)}</span>}
          {event.note && <p className="appeal-history__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
