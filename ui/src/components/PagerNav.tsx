import type { Dispatch, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { nextPage, type Pager, previousPage } from "../logic/paging";

/** Previous / next buttons of a keyset-paged list; `next` is the server's cursor, if any. */
export function PagerNav({
  pager,
  next,
  setPager,
}: {
  readonly pager: Pager;
  readonly next: number | undefined;
  readonly setPager: Dispatch<SetStateAction<Pager>>;
}) {
  const { t } = useTranslation();
  return (
    <nav className="pager" aria-label={t("appeals.pages")}>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={pager.index === 0}
        onClick={() => setPager(previousPage)}
      >
        ← {t("appeals.previous")}
      </button>
      <span className="pager__page">{t("appeals.page", { n: pager.index + 1 })}</span>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        disabled={next === undefined}
        onClick={() => next !== undefined && setPager((p) => nextPage(p, next))}
      >
        {t("appeals.next")} →
      </button>
    </nav>
  );
}
