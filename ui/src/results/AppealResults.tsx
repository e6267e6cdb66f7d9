import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { type DataColumn, DataTable } from "../components/DataTable";
import { Spinner } from "../components/Spinner";
import type { Language } from "@portal/domain/shared/constants";
import { currentLanguage } from "../i18n";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import { MeasurementSummary } from "./MeasurementSummary";
import { ReceiptStatus } from "./ReceiptStatus";
import { OUTCOME_LABELS } from "@portal/domain/results/labels";
import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { appealResults, certificatePdfHref } from "./resultsApi";

/**
 * The results of an appeal's work on its page: each instrument with its receipt, its result,
 * the status of its certificate and the certificate's download; for staff, the way to record them.
 */
export function AppealResults({ appealId, round }: { readonly appealId: number; readonly round: number }) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const [results, setResults] = useState<AppealResultsView | "failed" | undefined>(undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a fresh load
  useEffect(() => {
    let live = true;
    appealResults(appealId).then(
      (answer) => live && setResults(answer.data),
      () => live && setResults("failed"),
    );
    return () => {
      live = false;
    };
  }, [appealId, round]);

  if (results === undefined) return <Spinner />;
  if (results === "failed")
    return (
      <section className="card">
        <div className="notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      </section>
    );
  const recorded = results.instruments.filter((i) => i.result !== undefined);
  const received = results.instruments.some((i) => i.received_on !== undefined);
  if (recorded.length === 0 && !received && !results.may_record) return null;
  const columns: DataColumn<InstrumentView>[] = [
    { header: "№", cellClass: "mono", cell: (i) => `${i.n}.${i.instrument}` },
    {
      header: t("results.instrument"),
      cell: (i) => (
        <div>
          {i.device_name}
          {i.result?.measurement && <MeasurementSummary measurement={i.result.measurement} />}
        </div>
      ),
    },
    { header: t("results.receipt.column"), cell: (i) => <ReceiptStatus instrument={i} /> },
    { header: t("results.serial"), cellClass: "mono", cell: (i) => i.result?.serial_number ?? "—" },
    {
      header: t("results.outcome"),
      cell: (i) => (i.result ? say(OUTCOME_LABELS[i.result.outcome]) : t("results.pending")),
    },
    {
      header: t("results.validUntil"),
      cell: (i) => (i.result?.valid_until ? formatDay(i.result.valid_until) : "—"),
    },
    { header: t("results.certificate"), cellClass: "mono", cell: (i) => i.result?.certificate_number ?? "—" },
    {
      header: t("results.status"),
      cell: (i) => (i.result ? <CertificateStatusBadge status={i.result.status} /> : "—"),
    },
    {
      header: "PDF",
      cell: (i) => (i.result ? <CertificateLinks appealId={appealId} instrument={i} /> : null),
    },
  ];
  return (
    <section className="card card--flush" data-testid="appeal-results">
      <h2 className="section-title">{t("results.title")}</h2>
      {(results.may_record || results.may_amend) && (
        <p>
          <Link to={`/staff/appeals/${appealId}/results`} data-testid="record-results-link">
            {t("results.record")}
          </Link>
        </p>
      )}
      <DataTable
        items={results.instruments}
        columns={columns}
        rowKey={(i) => `${i.row_id}.${i.instrument}`}
        className="table table--compact table--results"
        testId="results-table"
        rowAttributes={(i) => ({ "data-testid": `result-row-${i.n}-${i.instrument}` })}
      />
    </section>
  );
}

/**
 * An instrument's certificate: in the language of the page first, and the other on request,
 * two buttons each naming its document's language in the page's words ("PDF (oʻzbekcha)",
 * "PDF (ruscha)"). A signed conclusion is the one file staff uploaded.
 */
function CertificateLinks({
  appealId,
  instrument: i,
}: {
  readonly appealId: number;
  readonly instrument: InstrumentView;
}) {
  const { t } = useTranslation();
  const testId = `certificate-pdf-${i.n}-${i.instrument}`;
  const first = currentLanguage();
  const number = i.result?.certificate_number ?? "";
  const link = (language: Language, label: string, id: string) => (
    <a
      href={certificatePdfHref(appealId, i.row_id, i.instrument, language)}
      className="btn btn--secondary btn--small certificate-link"
      data-testid={id}
      aria-label={`${label} · ${t("results.certificate")} ${number}`}
      {...(language === first ? {} : { hrefLang: language })}
      download
    >
      {label}
    </a>
  );
  if (i.result?.signed_document) return link(first, t("results.downloadSigned"), testId);
  const other: Language = first === "uz" ? "ru" : "uz";
  const named = (language: Language) =>
    t("results.pdfIn", { language: t(`results.pdfLanguage.${language}`) });
  return (
    <span className="certificate-links">
      {link(first, named(first), testId)}
      {link(other, named(other), `${testId}-${other}`)}
    </span>
  );
}
