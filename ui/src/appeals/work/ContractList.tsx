import { useTranslation } from "react-i18next";
import { type DataColumn, DataTable } from "../../components/DataTable";
import { currentLanguage } from "../../i18n";
import { useDomainText } from "../../i18n/useDomainText";
import { formatDateTime } from "../../logic/format";
import type { ContractRecord } from "@portal/domain/contracts/contractRecord";
import { contractPdfHref } from "./workApi";

/** Contracts and invoices with their PDF download, in the interface language. */
export function ContractList({ contracts }: { readonly contracts: readonly ContractRecord[] }) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  if (contracts.length === 0) return <p className="empty">{t("work.noContracts")}</p>;
  const columns: DataColumn<ContractRecord>[] = [
    { header: t("work.document"), cell: (contract) => t(`work.documentKind.${contract.kind}`) },
    { header: t("work.contractNumber"), cellClass: "mono", cell: (contract) => contract.contract_number },
    { header: t("appeals.number"), cellClass: "mono", cell: (contract) => `#${contract.appeal_id}` },
    { header: t("appeals.date"), cell: (contract) => formatDateTime(contract.created_at) },
    { header: t("appeals.total"), className: "num", cell: (contract) => money(contract.total) },
    {
      header: "PDF",
      cell: (contract) => (
        <a href={contractPdfHref(contract.id, currentLanguage())} data-testid="contract-pdf" download>
          {t("forms.download")}
        </a>
      ),
    },
  ];
  return (
    <DataTable
      items={contracts}
      columns={columns}
      rowKey={(contract) => contract.id}
      testId="contracts-table"
    />
  );
}
