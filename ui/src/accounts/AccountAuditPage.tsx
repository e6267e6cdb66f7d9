import { type AccountAuditEntry, AUDIT_PAGE_SIZE } from "@portal/domain/accounts/accountAudit";
import { useTranslation } from "react-i18next";
import { DataTable } from "../components/DataTable";
import { PagedListView, usePagedList } from "../components/PagedList";
import { formatDateTime } from "../logic/format";
import { usePageTitle } from "../shell/usePageTitle";
import { auditPage } from "./accountsApi";

/** The account actions, newest first, paged by the `before` cursor: who did what to whose account. */
export default function AccountAuditPage() {
  const { t } = useTranslation();
  const list = usePagedList<AccountAuditEntry>((before) => auditPage(before), AUDIT_PAGE_SIZE);
  usePageTitle(t("admin.auditTitle"));
  return (
    <>
      <h1 className="page-title">{t("admin.auditTitle")}</h1>
      <p className="lead">{t("admin.auditLead")}</p>
      <PagedListView list={list} empty={t("admin.auditEmpty")}>
        {(entries) => (
          <DataTable
            items={entries}
            caption={t("admin.auditTable")}
            testId="account-audit"
            rowKey={(entry) => entry.id}
            columns={[
              { header: "№", cell: (_, i) => list.first + i, className: "num" },
              { header: t("admin.at"), cell: (entry) => formatDateTime(entry.at) },
              { header: t("admin.actor"), cell: (entry) => entry.actor_login ?? t("admin.byHolder") },
              { header: t("admin.action"), cell: (entry) => t(`admin.actions.${entry.action}`) },
              { header: t("admin.target"), cell: (entry) => entry.target_login, cellClass: "mono" },
              {
                header: t("admin.details"),
                cell: (entry) => entry.details ?? "—",
                cellClass: "wrap-anywhere",
              },
            ]}
          />
        )}
      </PagedListView>
    </>
  );
}
