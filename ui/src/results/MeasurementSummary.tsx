import type { Measurement } from "@portal/domain/results/measurement";
import { methodById } from "@portal/domain/results/methods";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";

/**
 * A result's measurement in one short line under the instrument: the method's designation,
 * the verdict when the points give one, how many points, and who authorised it.
 */
export function MeasurementSummary({ measurement: m }: { readonly measurement: Measurement }) {
  const { t } = useTranslation();
  const { lang } = useDomainText();
  const method = methodById(m.method_id);
  return (
    <div className="measurement-summary" data-testid="measurement-summary">
      {method && <span className="measurement-summary__method">{method.code || method.title[lang]}</span>}
      {m.conforms !== undefined && (
        <span className={`badge ${m.conforms ? "badge--success" : "badge--danger"}`}>
          {t(m.conforms ? "results.measurement.conforms" : "results.measurement.notConforms")}
        </span>
      )}
      <span>{t("results.measurement.summaryPoints", { n: m.points.length })}</span>
      <span>{t("results.measurement.summaryAuthoriser", { name: m.authoriser.name })}</span>
    </div>
  );
}
