import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { usePagedList } from "../components/PagedList";
import { usePageTitle } from "../shell/usePageTitle";
import { myAppeals } from "./appealsApi";
import { AppealList } from "./work/AppealList";

export const PAGE_SIZE = 10;

/**
 * My applications (/application/expected, where every submission lands, spec 2): the
 * signed-in customer's appeals with kind, date, status and total, newest first, paged.
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const list = usePagedList((cursor) => myAppeals(PAGE_SIZE, cursor), PAGE_SIZE);
  usePageTitle(t("appeals.title"));
  return (
    <>
      <h1 className="page-title">{t("appeals.title")}</h1>
      <AppealList
        list={list}
        title={t("appeals.title")}
        empty={t("appeals.empty")}
        testId="appeals-table"
        actions={{
          header: t("results.title"),
          // A completed appeal has a result for every instrument (complete requires them).
          cell: (appeal) =>
            appeal.status === "completed" ? (
              <Link to={`/appeals/${appeal.id}`} data-testid={`results-ready-${appeal.id}`}>
                {t("results.ready")}
              </Link>
            ) : null,
        }}
      />
    </>
  );
}
