import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { api } from "../../api";
import type { AppealPage } from "../../api/portal";
import { PageLoading } from "../../components/Spinner";
import { formatDateTime, formatTotal } from "../../logic/format";
import { cursorOf, FIRST_PAGE, firstRowNumber } from "../../logic/paging";
import { usePageTitle } from "../../shell/usePageTitle";
import { StatusBadge } from "../../work/StatusBadge";
import { PagerNav } from "../../components/PagerNav";

export const PAGE_SIZE = 10;

/**
 * My applications (/application/expected, where every submission lands, spec 2): the
 * signed-in customer's appeals with kind, date, status and total, newest first, paged.
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const [pager, setPager] = useState(FIRST_PAGE);
  const [page, setPage] = useState<AppealPage | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  usePageTitle(t("appeals.title"));

  useEffect(() => {
    let live = true;
    setPage(undefined);
    setFailed(false);
    api.myAppeals(PAGE_SIZE, cursorOf(pager)).then(
      (answer) => live && setPage(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pager]);

  const first = firstRowNumber(pager, PAGE_SIZE);
  return (
    <>
      <h1 className="page-title">{t("appeals.title")}</h1>
      {failed ? (
        <div className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      ) : page === undefined ? (
        <PageLoading />
      ) : page.data.length === 0 && pager.index === 0 ? (
        <div className="card empty">{t("appeals.empty")}</div>
      ) : (
        <div className="card card--flush">
          <div className="table-wrap">
            <table className="table" data-testid="appeals-table">
              <caption className="visually-hidden">{t("appeals.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">№</th>
                  <th scope="col">{t("appeals.number")}</th>
                  <th scope="col">{t("appeals.kind")}</th>
                  <th scope="col">{t("appeals.date")}</th>
                  <th scope="col">{t("appeals.status")}</th>
                  <th scope="col" className="num">
                    {t("appeals.total")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((appeal, i) => (
                  <tr key={appeal.id}>
                    <td>{first + i}</td>
                    <td className="mono">
                      <Link to={`/appeals/${appeal.id}`}>#{appeal.id}</Link>
                    </td>
                    <td>{t(`appeals.kinds.${appeal.kind}`)}</td>
                    <td>{formatDateTime(appeal.created_at)}</td>
                    <td>
                      <StatusBadge status={appeal.status} />
                    </td>
                    <td className="num">{formatTotal(appeal.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <PagerNav pager={pager} next={page.next} setPager={setPager} />
        </div>
      )}
    </>
  );
}
