import { availableActions } from "@portal/domain/lifecycle";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PageLoading } from "../components/Spinner";
import { formatDateTime, formatTotal } from "../logic/format";
import { cursorOf, FIRST_PAGE, firstRowNumber } from "../logic/paging";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealActions } from "../work/AppealActions";
import { InboxFilters } from "../work/InboxFilters";
import { StatusBadge } from "../work/StatusBadge";
import { type InboxFilter, type InboxItem, lifecycleRole, type Paged, workApi } from "../work/workApi";
import { workLink } from "../work/workLink";
import { PagerNav } from "../components/PagerNav";

export const INBOX_PAGE_SIZE = 20;

/** The staff inbox (/staff): every appeal but drafts, filtered and paged on the server (issue 7). */
export default function StaffPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [filter, setFilter] = useState<InboxFilter>({ sort: "newest" });
  const [pager, setPager] = useState(FIRST_PAGE);
  const [round, setRound] = useState(0);
  const [page, setPage] = useState<Paged<InboxItem> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  usePageTitle(t("work.inbox.title"));

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` reloads after an action
  useEffect(() => {
    let live = true;
    setFailed(false);
    workApi.inbox(filter, INBOX_PAGE_SIZE, cursorOf(pager)).then(
      (answer) => live && setPage(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [filter, pager, round]);

  const apply = (next: InboxFilter) => {
    setFilter(next);
    setPager(FIRST_PAGE);
  };
  const role = user?.role ?? "staff";
  const first = firstRowNumber(pager, INBOX_PAGE_SIZE);
  return (
    <>
      <h1 className="page-title">{t("work.inbox.title")}</h1>
      {role === "staff" && (
        <p className="page-links">
          <Link to="/staff/new">{t("work.inbox.newOffline")}</Link> ·{" "}
          <Link to="/recognition/contract/new">{t("work.inbox.contractsNew")}</Link>
        </p>
      )}
      <InboxFilters onApply={apply} />
      {failed ? (
        <div className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      ) : page === undefined ? (
        <PageLoading />
      ) : page.data.length === 0 && pager.index === 0 ? (
        <div className="card empty">{t("work.inbox.empty")}</div>
      ) : (
        <div className="card card--flush">
          <div className="table-wrap">
            <table className="table" data-testid="inbox-table">
              <caption className="visually-hidden">{t("work.inbox.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">№</th>
                  <th scope="col">{t("appeals.number")}</th>
                  <th scope="col">{t("appeals.kind")}</th>
                  <th scope="col">{t("work.inbox.customerId")}</th>
                  <th scope="col">{t("appeals.date")}</th>
                  <th scope="col">{t("appeals.status")}</th>
                  <th scope="col" className="num">
                    {t("appeals.total")}
                  </th>
                  <th scope="col">{t("work.inbox.actions")}</th>
                </tr>
              </thead>
              <tbody>
                {page.data.map((appeal, i) => {
                  const target = workLink(appeal.kind, appeal.id, role);
                  return (
                    <tr key={appeal.id} data-testid={`inbox-row-${appeal.id}`}>
                      <td>{first + i}</td>
                      <td className="mono">
                        <Link to={`/appeals/${appeal.id}`}>#{appeal.id}</Link>
                      </td>
                      <td>{t(`appeals.kinds.${appeal.kind}`)}</td>
                      <td>
                        {appeal.owner_name} <span className="mono">{appeal.owner_tin}</span>
                      </td>
                      <td>{formatDateTime(appeal.created_at)}</td>
                      <td>
                        <StatusBadge status={appeal.status} />
                      </td>
                      <td className="num">{formatTotal(appeal.total)}</td>
                      <td>
                        <AppealActions
                          appeal={appeal}
                          actions={availableActions(appeal.status, lifecycleRole(role))}
                          onDone={() => setRound((n) => n + 1)}
                        />
                        {target && <Link to={target}>{t("work.work")}</Link>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <PagerNav pager={pager} next={page.next} setPager={setPager} />
        </div>
      )}
    </>
  );
}
