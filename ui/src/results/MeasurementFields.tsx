import type { InstrumentView } from "@portal/domain/results/instrumentView";
import type { Measurement } from "@portal/domain/results/measurement";
import { METHODS, methodName } from "@portal/domain/results/methods";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../components/DateField";
import { FormField } from "../components/FormField";
import { Spinner } from "../components/Spinner";
import { useDomainText } from "../i18n/useDomainText";
import {
  isCalibration,
  type MeasurementDraft,
  measuresOpen,
  pointPreviews,
  verdictOf,
} from "./measurementDraft";
import { PointsTable } from "./PointsTable";
import { StandardsChoice } from "./StandardsChoice";
import type { MeasurementLists } from "./useMeasurementLists";

type Condition = "temperature" | "humidity" | "pressure";
const CONDITIONS: readonly Condition[] = ["temperature", "humidity", "pressure"];

/**
 * The measurement of one instrument's entry (ISO/IEC 17025 §7.8): the method, the reference
 * standards, the conditions, the condition on receipt, the authoriser, the receipt day when no
 * receipt was recorded, the unit, the MPE under a decision rule, and the points with their
 * errors and the verdict computed as they are typed.
 */
export function MeasurementFields({
  instrument,
  draft,
  onChange,
  lists,
  recorded,
}: {
  readonly instrument: InstrumentView;
  readonly draft: MeasurementDraft;
  readonly onChange: (draft: MeasurementDraft) => void;
  readonly lists: MeasurementLists | "failed" | undefined;
  /** The measurement being corrected: names a standard or an authoriser no longer listed. */
  readonly recorded?: Measurement | undefined;
}) {
  const { t } = useTranslation();
  const { lang } = useDomainText();
  const [open, setOpen] = useState(() => measuresOpen(instrument) || recorded !== undefined);
  const id = `m-${instrument.n}-${instrument.instrument}`;
  const set = <K extends keyof MeasurementDraft>(key: K, value: MeasurementDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const calibration = isCalibration(instrument);
  const verdict = verdictOf(draft);
  const signers = lists === "failed" || lists === undefined ? [] : lists.signers;
  const authoriserListed = signers.some((s) => String(s.id) === draft.authoriser_id);

  return (
    <details
      className="measurement"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid={`measurement-${instrument.n}-${instrument.instrument}`}
    >
      <summary className="measurement__summary">{t("results.measurement.title")}</summary>
      {lists === "failed" && (
        <p className="notice notice--error" role="alert">
          {t("results.measurement.listsFailed")}
        </p>
      )}
      {lists === undefined && <Spinner />}
      <div className="measurement__grid">
        <FormField label={t("results.measurement.method")} className="measurement__wide">
          {(control) => (
            <select
              {...control}
              className="input select"
              value={draft.method_id}
              onChange={(e) => set("method_id", e.target.value)}
            >
              <option value="">—</option>
              {METHODS.map((m) => (
                <option key={m.id} value={m.id}>
                  {methodName(m, lang)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          label={t("results.measurement.authoriser")}
          hint={
            lists !== undefined && lists !== "failed" && signers.length === 0
              ? t("results.measurement.noSigners")
              : undefined
          }
        >
          {(control) => (
            <select
              {...control}
              className="input select"
              value={draft.authoriser_id}
              onChange={(e) => set("authoriser_id", e.target.value)}
            >
              <option value="">—</option>
              {signers.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name} — {s.position}
                </option>
              ))}
              {!authoriserListed && recorded && String(recorded.authoriser.id) === draft.authoriser_id && (
                <option value={draft.authoriser_id}>{recorded.authoriser.name}</option>
              )}
            </select>
          )}
        </FormField>
        {instrument.received_on === undefined && (
          <FormField
            label={t("results.measurement.receivedOn")}
            hint={t("results.measurement.receivedOnHint")}
          >
            {(control) => (
              <DateField {...control} value={draft.received_on} onChange={(v) => set("received_on", v)} />
            )}
          </FormField>
        )}
      </div>

      <StandardsChoice
        id={id}
        chosen={draft.standard_ids}
        onChange={(ids) => set("standard_ids", ids)}
        standards={lists === "failed" || lists === undefined ? undefined : lists.standards}
        recorded={recorded}
      />

      <fieldset className="measurement__group">
        <legend>{t("results.measurement.conditions")}</legend>
        <div className="measurement__grid measurement__grid--inputs">
          {CONDITIONS.map((field) => (
            <FormField key={field} label={t(`results.measurement.${field}`)} className="measurement__narrow">
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft[field]}
                  onChange={(e) => set(field, e.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
      </fieldset>

      <div className="measurement__grid">
        <FormField label={t("results.measurement.conditionOnReceipt")} className="measurement__wide">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={500}
              placeholder={t("results.measurement.conditionPlaceholder")}
              value={draft.condition_on_receipt}
              onChange={(e) => set("condition_on_receipt", e.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("results.measurement.unit")} className="measurement__narrow">
          {(control) => (
            <input
              {...control}
              className="input"
              maxLength={20}
              autoComplete="off"
              placeholder={t("results.measurement.unitPlaceholder")}
              value={draft.unit}
              onChange={(e) => set("unit", e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label={t("results.measurement.mpe")}
          required={!calibration}
          hint={t(
            calibration
              ? "results.measurement.mpeHintCalibration"
              : "results.measurement.mpeHintVerification",
          )}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="decimal"
              autoComplete="off"
              value={draft.mpe}
              onChange={(e) => set("mpe", e.target.value)}
            />
          )}
        </FormField>
      </div>

      <fieldset className="measurement__group">
        <legend>{t("results.measurement.rule")}</legend>
        {(["simple", "guarded"] as const).map((rule) => (
          <label key={rule} className="measurement__choice">
            <input
              type="radio"
              name={`${id}-rule`}
              value={rule}
              checked={draft.decision_rule === rule}
              onChange={() => set("decision_rule", rule)}
            />
            <span>
              {t(`results.measurement.rules.${rule}`)}
              <span className="field__hint measurement__explain">
                {t(`results.measurement.rules.${rule}Hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      <h3 className="measurement__heading">{t("results.measurement.points")}</h3>
      <PointsTable
        id={id}
        points={draft.points}
        previews={pointPreviews(draft)}
        unit={draft.unit}
        withConformity={draft.mpe.trim() !== ""}
        onChange={(points) => set("points", points)}
      />
      <p className="measurement__verdict" role="status" data-testid={`${id}-verdict`}>
        <strong>{t("results.measurement.verdict")}:</strong>{" "}
        {verdict === undefined ? (
          t(
            draft.mpe.trim() === "" && calibration
              ? "results.measurement.verdictNone"
              : "results.measurement.verdictPending",
          )
        ) : (
          <span
            className={`badge ${verdict ? "badge--success" : "badge--danger"}`}
            data-verdict={verdict ? "fit" : "unfit"}
          >
            {t(verdict ? "results.measurement.verdictFit" : "results.measurement.verdictUnfit")}
          </span>
        )}
      </p>
    </details>
  );
}
