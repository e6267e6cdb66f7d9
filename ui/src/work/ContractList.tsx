import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n";
import { formatDateTime, formatTotal } from "../logic/format";
import { type Contract, contractPdfHref } from "./workApi";

/** Contracts and invoices with their PDF download, in the interface language. */
export function ContractList({ contracts }: { readonly contracts: readonly Contract[] }) {
  const { t } = useTranslation();
  if (contracts.length === 0) return <p className="empty">{t("work.noContracts")}</p>;
  return (
    <div className="table-wrap">
      <table className="table" data-testid="contracts-table">
        <thead>
          <tr>
            <th scope="col">{t("work.document")}</th>
            <th scope="col">{t("work.contractNumber")}</th>
            <th scope="col">{t("appeals.number")}</th>
            <th scope="col">{t("appeals.date")}</th>
            <th scope="col" className="num">
              {t("appeals.total")}
            </th>
            <th scope="col">PDF</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((contract) => (
            <tr key={contract.id}>
              <td>{t(`work.documentKind.${contract.kind}`)}</td>
              <td className="mono">{contract.contract_number}</td>
              <td className="mono">#{contract.appeal_id}</td>
              <td>{formatDateTime(contract.created_at)}</td>
              <td className="num">{formatTotal(contract.total)}</td>
              <td>
                <a href={contractPdfHref(contract.id, currentLanguage())} data-testid="contract-pdf" download>
                  {t("forms.download")}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
