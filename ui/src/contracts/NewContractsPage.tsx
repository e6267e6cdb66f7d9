import { useTranslation } from "react-i18next";
import { PagedListView, usePagedList } from "../components/PagedList";
import { usePageTitle } from "../shell/usePageTitle";
import { ContractList } from "../appeals/work/ContractList";
import { listContracts } from "./contractsApi";

const PAGE_SIZE = 20;

/** New contracts and invoices ({base}/recognition/contract/new), newest first, with their PDFs. */
export default function NewContractsPage() {
  const { t } = useTranslation();
  const list = usePagedList((cursor) => listContracts(PAGE_SIZE, cursor), PAGE_SIZE);
  usePageTitle(t("work.contract.newTitle"));
  return (
    <>
      <h1 className="page-title">{t("work.contract.newTitle")}</h1>
      <PagedListView list={list}>{(contracts) => <ContractList contracts={contracts} />}</PagedListView>
    </>
  );
}
