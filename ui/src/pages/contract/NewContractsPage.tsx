import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PageLoading } from "../../components/Spinner";
import { cursorOf, FIRST_PAGE, nextPage, previousPage } from "../../logic/paging";
import { usePageTitle } from "../../shell/usePageTitle";
import { ContractList } from "../../work/ContractList";
import { type Contract, type Paged, workApi } from "../../work/workApi";

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
          <nav className="pager" aria-label={t("appeals.pages")}>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={pager.index === 0}
              onClick={() => setPager(previousPage)}
            >
              ← {t("appeals.previous")}
            </button>
            <span className="pager__page">{t("appeals.page", { n: pager.index + 1 })}</span>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              disabled={page.next === undefined}
              onClick={() => page.next !== undefined && setPager((p) => nextPage(p, page.next as number))}
            >
              {t("appeals.next")} →
            </button>
          </nav>
        </div>
      )}
    </>
  );
}
