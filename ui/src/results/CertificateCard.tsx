import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";
import { formatDay } from "../logic/format";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import { Fact } from "./Fact";
import { MeasurementFacts, MeasurementTerms } from "./MeasurementFacts";
import { SignatureFacts } from "./SignatureFacts";
import { OUTCOME_LABELS } from "@portal/domain/results/labels";
import type { PublicCertificate } from "@portal/domain/results/publicCertificate";

/**
 * One certificate as the public check shows it: its number and status, the certificate a
 * correction replaces, who signed it and whether the signature holds, the instrument, the
 * result and the dates, and the measurement when one was recorded, its facts in the same list.
 */
export function CertificateCard({ certificate }: { readonly certificate: PublicCertificate }) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const m = certificate.measurement;
  return (
    <section className="card check-result" data-testid="check-result" data-number={certificate.number}>
      <h2 className="section-title">
        {t("check.certificate")} <span className="mono">{certificate.number}</span>{" "}
        <CertificateStatusBadge status={certificate.status} />
      </h2>
      {certificate.replaces && (
        <p className="check-replaces" data-testid="check-replaces">
          {say("certReplaces", { number: certificate.replaces })}
        </p>
      )}
      {certificate.signature && (
        <SignatureFacts number={certificate.number} signature={certificate.signature} />
      )}
      <dl className="facts">
        <Fact term={t("check.instrument")}>
          {certificate.instrument.name}
          {certificate.instrument.type ? ` (${certificate.instrument.type})` : ""}
        </Fact>
        <Fact term={t("results.serial")} className="mono">
          {certificate.instrument.serial_number}
        </Fact>
        {m && <Fact term={say("certConditionOnReceipt")}>{m.condition_on_receipt}</Fact>}
        <Fact term={t("results.outcome")}>{say(OUTCOME_LABELS[certificate.result.outcome])}</Fact>
        {certificate.result.note && <Fact term={t("results.note")}>{certificate.result.note}</Fact>}
        {m?.received_on && <Fact term={say("certReceived")}>{formatDay(m.received_on)}</Fact>}
        <Fact term={t("results.workDate")}>{formatDay(certificate.dates.work_date)}</Fact>
        {certificate.dates.valid_until && (
          <Fact term={t("results.validUntil")}>{formatDay(certificate.dates.valid_until)}</Fact>
        )}
        {m && <MeasurementTerms measurement={m} />}
        <Fact term={t("check.issuer")}>
          {certificate.issuer.name}
          {certificate.issuer.branch ? `, ${certificate.issuer.branch}` : ""}
        </Fact>
        {certificate.owner && <Fact term={t("check.owner")}>{certificate.owner.name}</Fact>}
        {certificate.signed_document && (
          <Fact term={t("check.signedDocument")} testId="check-signed">
            {t("check.signedOnFile")}
          </Fact>
        )}
        <Fact term={t("check.checkedOn")}>{formatDay(certificate.checked_on)}</Fact>
      </dl>
      {m && <MeasurementFacts measurement={m} />}
    </section>
  );
}
