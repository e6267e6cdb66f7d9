import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/Spinner";
import { cursorOf, FIRST_PAGE } from "../../logic/paging";
import { usePageTitle } from "../../shell/usePageTitle";
import { ContractList } from "../../work/ContractList";
import { type Contract, type Paged, workApi } from "../../work/workApi";
import { PagerNav } from "../../components/PagerNav";

const PAGE_SIZE = 20;

/** New contracts and invoices ({base}/recognition/contract/new), newest first, with their PDFs. */
export default function NewContractsPage() {
  const { t } = useTranslation();
  const [pager, setPager] = useState(FIRST_PAGE);
  const [page, setPage] = useState<Paged<Contract> | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  usePageTitle(t("work.contract.newTitle"));

  useEffect(() => {
    let live = true;
    workApi.contracts(PAGE_SIZE, cursorOf(pager)).then(
      (answer) => live && setPage(answer),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pager]);

  return (
    <>
      <h1 className="page-title">{t("work.contract.newTitle")}</h1>
      {failed ? (
        <div className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      ) : page === undefined ? (
        <PageLoading />
      ) : (
        <div className="card card--flush">
          <ContractList contracts={page.data} />
          <PagerNav pager={pager} next={page.next} setPager={setPager} />
        </div>
      )}
    </>
  );
}
