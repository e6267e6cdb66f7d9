import { availableActions } from "@portal/domain/lifecycle";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { PagedListView, usePagedList } from "../components/PagedList";
import { formatDateTime, formatTotal } from "../logic/format";
import { FIRST_PAGE } from "../logic/paging";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealActions } from "../work/AppealActions";
import { InboxFilters } from "../work/InboxFilters";
import { StatusBadge } from "../work/StatusBadge";
import { type InboxFilter, lifecycleRole, workApi } from "../work/workApi";
import { workLink } from "../work/workLink";

export const INBOX_PAGE_SIZE = 20;

/** The staff inbox (/staff): every appeal but drafts, filtered and paged on the server (issue 7). */
export default function StaffPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [filter, setFilter] = useState<InboxFilter>({ sort: "newest" });
  const [round, setRound] = useState(0);
  const list = usePagedList((cursor) => workApi.inbox(filter, INBOX_PAGE_SIZE, cursor), INBOX_PAGE_SIZE, [
    filter,
    round,
  ]);
  usePageTitle(t("work.inbox.title"));

  const apply = (next: InboxFilter) => {
    setFilter(next);
    list.setPager(FIRST_PAGE);
  };
  const role = user?.role ?? "staff";
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
      <PagedListView list={list} empty={t("work.inbox.empty")}>
        {(appeals) => (
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
                {appeals.map((appeal, i) => {
                  const target = workLink(appeal.kind, appeal.id, role);
                  return (
                    <tr key={appeal.id} data-testid={`inbox-row-${appeal.id}`}>
                      <td>{list.first + i}</td>
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
        )}
      </PagedListView>
    </>
  );
}
