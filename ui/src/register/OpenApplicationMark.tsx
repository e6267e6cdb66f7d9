import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";

export interface OpenApplicationMarkProps {
  /** The open applications that already hold the instrument; none: no mark. */
  readonly appeals: readonly number[] | undefined;
  /** Each number a link to its application (the register); a form being filled keeps the page. */
  readonly linked?: boolean;
}

/**
 * "Already in application #N": an instrument of an open application of the customer's. A
 * warning only: the customer may still apply for it.
 */
export function OpenApplicationMark({ appeals, linked = false }: OpenApplicationMarkProps) {
  const { t } = useTranslation();
  if (!appeals || appeals.length === 0) return null;
  return (
    <span className="open-application" data-testid="open-application">
      {t("duplicates.already")}{" "}
      {appeals.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && ", "}
          {linked ? <Link to={`/appeals/${id}`}>#{id}</Link> : `#${id}`}
        </Fragment>
      ))}
    </span>
  );
}
