import type { CabinetAccount } from "@portal/domain";
import { useTranslation } from "react-i18next";
import { actionsColumn, type DataColumn, DataTable, RowButton } from "../components/DataTable";

export interface BankAccountsTableProps {
  readonly accounts: readonly CabinetAccount[];
  /** A request runs: no other action may start. */
  readonly disabled: boolean;
  readonly onEdit: (account: CabinetAccount) => void;
  readonly onActivate: (account: CabinetAccount) => void;
  readonly onDelete: (account: CabinetAccount) => void;
}

/** The bank accounts with their status (status 1 is the active one) and actions. */
export function BankAccountsTable({
  accounts,
  disabled,
  onEdit,
  onActivate,
  onDelete,
}: BankAccountsTableProps) {
  const { t } = useTranslation();
  if (accounts.length === 0) return <p className="empty">{t("accounts.empty")}</p>;
  const columns: DataColumn<CabinetAccount>[] = [
    { header: "№", cell: (_, i) => i + 1 },
    { header: t("accounts.bankName"), cell: (account) => account.bank_name },
    { header: t("accounts.mfo"), cellClass: "mono", cell: (account) => account.mfo },
    { header: t("accounts.accountNumber"), cellClass: "mono", cell: (account) => account.account_number },
    {
      header: t("accounts.status"),
      cell: (account) =>
        account.status === 1 ? (
          <span className="badge badge--success">{t("accounts.active")}</span>
        ) : (
          <span className="badge">{t("accounts.inactive")}</span>
        ),
    },
    actionsColumn(t("common.actions"), (account) => (
      <>
        <RowButton variant="secondary" disabled={disabled} onClick={() => onEdit(account)}>
          {t("common.edit")}
        </RowButton>
        {account.status !== 1 && (
          <RowButton variant="secondary" disabled={disabled} onClick={() => onActivate(account)}>
            {t("accounts.activate")}
          </RowButton>
        )}
        <RowButton variant="danger-outline" disabled={disabled} onClick={() => onDelete(account)}>
          {t("common.delete")}
        </RowButton>
      </>
    )),
  ];
  return (
    <DataTable
      items={accounts}
      columns={columns}
      rowKey={(account) => account.id}
      caption={t("accounts.title")}
      testId="accounts-table"
      rowAttributes={(account) => ({ "data-account": account.account_number })}
    />
  );
}
