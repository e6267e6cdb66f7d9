import type { AppealStatus } from "@portal/domain/appeals/lifecycle";
import { useTranslation } from "react-i18next";

/** An appeal's status, translated, coloured by status. */
export function StatusBadge({ status }: { readonly status: AppealStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge--${status}`} data-testid="appeal-status">
      {t(`appeals.statuses.${status}`)}
    </span>
  );
}
