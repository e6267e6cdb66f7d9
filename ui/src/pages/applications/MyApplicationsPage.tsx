import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { api } from "../../api";
import { PagedListView, usePagedList } from "../../components/PagedList";
import { formatDateTime, formatTotal } from "../../logic/format";
import { usePageTitle } from "../../shell/usePageTitle";
import { StatusBadge } from "../../work/StatusBadge";

export const PAGE_SIZE = 10;

/**
 * My applications (/application/expected, where every submission lands, spec 2): the
 * signed-in customer's appeals with kind, date, status and total, newest first, paged.
 */
export default function MyApplicationsPage() {
  const { t } = useTranslation();
  const list = usePagedList((cursor) => api.myAppeals(PAGE_SIZE, cursor), PAGE_SIZE);
  usePageTitle(t("appeals.title"));
  return (
    <>
      <h1 className="page-title">{t("appeals.title")}</h1>
      <PagedListView list={list} empty={t("appeals.empty")}>
        {(appeals) => (
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
                {appeals.map((appeal, i) => (
                  <tr key={appeal.id}>
                    <td>{list.first + i}</td>
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
        )}
      </PagedListView>
    </>
  );
}
