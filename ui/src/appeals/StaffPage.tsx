import { availableActions } from "@portal/domain/appeals/lifecycle";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { actionsColumn } from "../components/DataTable";
import { usePagedList } from "../components/PagedList";
import { FIRST_PAGE } from "../logic/paging";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealActions } from "./work/AppealActions";
import { AppealList } from "./work/AppealList";
import { InboxFilters } from "./work/InboxFilters";
import { type InboxFilter, type InboxItem, staffInbox } from "./appealsApi";
import { lifecycleRole } from "./work/workApi";
import { isInWork, workLink } from "./work/workLink";

export const INBOX_PAGE_SIZE = 20;

/** The staff inbox (/staff): every appeal but drafts, filtered and paged on the server (issue 7). */
export default function StaffPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [filter, setFilter] = useState<InboxFilter>({ sort: "newest" });
  const [round, setRound] = useState(0);
  const list = usePagedList((cursor) => staffInbox(filter, INBOX_PAGE_SIZE, cursor), INBOX_PAGE_SIZE, [
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
      <AppealList
        list={list}
        title={t("work.inbox.title")}
        empty={t("work.inbox.empty")}
        testId="inbox-table"
        rowAttributes={(appeal) => ({ "data-testid": `inbox-row-${appeal.id}` })}
        customer={{
          header: t("work.inbox.customerId"),
          cell: (appeal) => (
            <>
              {appeal.owner_name} <span className="mono">{appeal.owner_tin}</span>
            </>
          ),
        }}
        // An actions cell: on a phone's card its buttons take the card's width, not a value's.
        actions={actionsColumn<InboxItem>(t("work.inbox.actions"), (appeal) => {
          const target = workLink(appeal.kind, appeal.id, role, appeal.status);
          return (
            <>
              <AppealActions
                appeal={appeal}
                actions={availableActions(appeal.status, lifecycleRole(role))}
                onDone={() => setRound((n) => n + 1)}
              />
              {target && <Link to={target}>{t("work.work")}</Link>}
              {role === "staff" && isInWork(appeal.status) && (
                <>
                  {" "}
                  <Link to={`/staff/appeals/${appeal.id}/results`} data-testid={`results-link-${appeal.id}`}>
                    {t("results.record")}
                  </Link>
                </>
              )}
            </>
          );
        })}
      />
    </>
  );
}
