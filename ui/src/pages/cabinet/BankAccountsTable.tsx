import type { CabinetAccount } from "@portal/domain";
import { useTranslation } from "react-i18next";

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
  return (
    <div className="table-wrap">
      <table className="table" data-testid="accounts-table">
        <caption className="visually-hidden">{t("accounts.title")}</caption>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">{t("accounts.bankName")}</th>
            <th scope="col">{t("accounts.mfo")}</th>
            <th scope="col">{t("accounts.accountNumber")}</th>
            <th scope="col">{t("accounts.status")}</th>
            <th scope="col">{t("common.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, i) => (
            <tr key={account.id} data-account={account.account_number}>
              <td>{i + 1}</td>
              <td>{account.bank_name}</td>
              <td className="mono">{account.mfo}</td>
              <td className="mono">{account.account_number}</td>
              <td>
                {account.status === 1 ? (
                  <span className="badge badge--success">{t("accounts.active")}</span>
                ) : (
                  <span className="badge">{t("accounts.inactive")}</span>
                )}
              </td>
              <td className="actions">
                <button
                  type="button"
                  className="btn btn--small btn--secondary"
                  disabled={disabled}
                  onClick={() => onEdit(account)}
                >
                  {t("common.edit")}
                </button>
                {account.status !== 1 && (
                  <button
                    type="button"
                    className="btn btn--small btn--secondary"
                    disabled={disabled}
                    onClick={() => onActivate(account)}
                  >
                    {t("accounts.activate")}
                  </button>
                )}
                <button
                  type="button"
                  className="btn btn--small btn--danger-outline"
                  disabled={disabled}
                  onClick={() => onDelete(account)}
                >
                  {t("common.delete")}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
