import type { Branch } from "@portal/domain/catalogue/lookups";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import * as catalogue from "../catalogue/catalogueApi";
import { type DataColumn, DataTable } from "../components/DataTable";
import { PageLoading } from "../components/Spinner";
import { useDomainText } from "../i18n/useDomainText";
import { formatTashkentDateTime } from "../logic/format";
import { alertTextOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { LedgerFilterForm } from "./LedgerFilterForm";
import { filterQuery, filtersOf, type LedgerFilters, ledgerTotals, type StateTotal } from "./ledgerFilters";
import { type LedgerEntry, ledger, ledgerExportHref } from "./paymentsApi";
import { PROVIDER_NAMES } from "./providers";

/** A transaction's state, and when it was performed or cancelled. */
function StateCell({ entry }: { readonly entry: LedgerEntry }) {
  const { t } = useTranslation();
  const when = entry.cancelled_at ?? entry.performed_at;
  return (
    <>
      <span className={`badge badge--payment-${entry.state}`}>
        {t(`payments.transactionStates.${entry.state}`)}
      </span>
      {when && <span className="ledger__when">{formatTashkentDateTime(when)}</span>}
    </>
  );
}

/** The totals of the rows shown, by state: how many and how much, exactly. */
function Totals({ entries }: { readonly entries: readonly LedgerEntry[] }) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const heading = useId();
  const columns: DataColumn<StateTotal>[] = [
    { header: t("payments.ledger.state"), cell: (total) => t(`payments.transactionStates.${total.state}`) },
    { header: t("payments.ledger.count"), className: "num", cell: (total) => total.count },
    { header: t("payments.ledger.amount"), className: "num", cell: (total) => money(total.amount) },
  ];
  return (
    <section className="card card--flush ledger-totals" aria-labelledby={heading}>
      <h2 className="section-title" id={heading}>
        {t("payments.ledger.totals")}
      </h2>
      <DataTable
        items={ledgerTotals(entries)}
        columns={columns}
        rowKey={(total) => total.state}
        caption={t("payments.ledger.totals")}
        testId="ledger-totals"
        rowAttributes={(total) => ({ "data-state": total.state })}
      />
    </section>
  );
}

/** The branches, by id, for their names in the table; none when they cannot be read. */
function useBranches(): readonly Branch[] {
  const [branches, setBranches] = useState<readonly Branch[]>([]);
  useEffect(() => {
    catalogue.branches().then(setBranches, () => setBranches([]));
  }, []);
  return branches;
}

/**
 * Staff's payments ledger (/staff/payments): every transaction of both payment systems, newest
 * first, filtered by period, branch, payment system and state (the filters in the address, so a
 * link opens it filtered), the totals of what is shown, and its export to Excel with the same filters.
 */
export default function PaymentsLedgerPage() {
  const { t } = useTranslation();
  const { money } = useDomainText();
  const title = t("payments.ledger.title");
  usePageTitle(title);
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const filterKey = filterQuery(filters).toString();
  const branches = useBranches();
  const [entries, setEntries] = useState<readonly LedgerEntry[] | { readonly failed: string } | undefined>();
  const [exportHref, setExportHref] = useState<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read through their key
  useEffect(() => {
    let live = true;
    setEntries(undefined);
    ledger(filters).then(
      (answer) => live && setEntries(answer.data),
      (error: unknown) => live && setEntries({ failed: alertTextOf(error, t("errors.loadFailed")) }),
    );
    ledgerExportHref(filters).then((href) => live && setExportHref(href));
    return () => {
      live = false;
    };
  }, [filterKey]);

  const apply = (next: LedgerFilters) => setSearch(filterQuery(next));
  const branchName = (id: number | null | undefined) =>
    id === null || id === undefined ? "—" : (branches.find((branch) => branch.id === id)?.name ?? `#${id}`);
  const columns: DataColumn<LedgerEntry>[] = [
    { header: t("payments.ledger.date"), cell: (entry) => formatTashkentDateTime(entry.created_at) },
    { header: t("payments.ledger.provider"), cell: (entry) => PROVIDER_NAMES[entry.provider] },
    {
      header: t("payments.ledger.transaction"),
      cellClass: "mono ledger__transaction",
      cell: (entry) => entry.transaction,
    },
    {
      header: t("payments.ledger.appeal"),
      cellClass: "mono",
      cell: (entry) => <Link to={`/appeals/${entry.appeal_id}`}>#{entry.appeal_id}</Link>,
    },
    { header: t("payments.ledger.invoice"), cellClass: "mono", cell: (entry) => entry.contract_number },
    { header: t("payments.ledger.customer"), cell: (entry) => entry.customer },
    { header: t("payments.ledger.branch"), cell: (entry) => branchName(entry.branch_id) },
    { header: t("payments.ledger.amount"), className: "num", cell: (entry) => money(entry.amount) },
    { header: t("payments.ledger.state"), cell: (entry) => <StateCell entry={entry} /> },
  ];

  return (
    <div className="ledger-page">
      <div className="card__header ledger-page__header">
        <h1 className="page-title">{title}</h1>
        {exportHref !== undefined && (
          <a className="btn btn--secondary" href={exportHref} download data-testid="ledger-export">
            {t("payments.ledger.export")}
          </a>
        )}
      </div>
      <LedgerFilterForm key={filterKey} filters={filters} branches={branches} onApply={apply} />
      {entries === undefined ? (
        <PageLoading />
      ) : "failed" in entries ? (
        <div className="card notice notice--error" role="alert">
          {entries.failed}
        </div>
      ) : entries.length === 0 ? (
        <p className="card empty" data-testid="ledger-empty">
          {t("payments.ledger.empty")}
        </p>
      ) : (
        <>
          <DataTable
            items={entries}
            columns={columns}
            rowKey={(entry) => entry.id}
            caption={title}
            testId="ledger-table"
            className="table ledger-table"
            wrapClassName="table-wrap card card--flush"
            rowAttributes={(entry) => ({ "data-testid": `ledger-row-${entry.id}` })}
          />
          <Totals entries={entries} />
        </>
      )}
    </div>
  );
}
