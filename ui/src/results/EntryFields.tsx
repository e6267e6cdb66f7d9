import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { defaultValidUntil } from "@portal/domain/results/interval";
import { OUTCOME_LABELS } from "@portal/domain/results/labels";
import type { Measurement } from "@portal/domain/results/measurement";
import type { ResultEntry } from "@portal/domain/results/requests";
import { isPositive, outcomesOf } from "@portal/domain/results/results";
import type { ResultView } from "@portal/domain/results/resultView";
import { useTranslation } from "react-i18next";
import { DateField } from "../components/DateField";
import { useDomainText } from "../i18n/useDomainText";
import { MeasurementFields } from "./MeasurementFields";
import {
  draftOf,
  emptyMeasurement,
  isStarted,
  type MeasurementDraft,
  measurementInputOf,
  measures,
  verdictOf,
} from "./measurementDraft";
import type { MeasurementLists } from "./useMeasurementLists";

export interface Draft {
  readonly serial_number: string;
  readonly outcome: string;
  readonly work_date: string;
  readonly valid_until: string;
  readonly note: string;
  /** Staff typed the valid-until themselves: the default no longer follows the work date. */
  readonly ownValidUntil: boolean;
  readonly reason: string;
  /** What was measured, for a measuring instrument. */
  readonly measurement?: MeasurementDraft;
}

/** A new entry: empty, with an empty measurement (one row, k = 2) for a measuring instrument. */
export const emptyDraft = (i: InstrumentView): Draft => ({
  serial_number: "",
  outcome: "",
  work_date: "",
  valid_until: "",
  note: "",
  ownValidUntil: false,
  reason: "",
  ...(measures(i) ? { measurement: emptyMeasurement() } : {}),
});

/** A correction starts from the current result, its measurement included, so it re-sends it. */
export const correctionDraft = (i: InstrumentView, result: ResultView): Draft => ({
  ...emptyDraft(i),
  serial_number: result.serial_number,
  outcome: result.outcome,
  work_date: result.work_date,
  valid_until: result.valid_until ?? "",
  note: result.note ?? "",
  ownValidUntil: true,
  ...(result.measurement ? { measurement: draftOf(result.measurement) } : {}),
});

const measured = (d: Draft): MeasurementDraft | undefined =>
  d.measurement && isStarted(d.measurement) ? d.measurement : undefined;

export const isFilled = (d: Draft | undefined): d is Draft =>
  d !== undefined && (d.serial_number.trim() !== "" || d.outcome !== "" || measured(d) !== undefined);

/** A measurement begun without an authoriser: the page names the instrument instead of sending it. */
export const lacksAuthoriser = (i: InstrumentView, d: Draft): boolean => {
  const m = measured(d);
  return m !== undefined && measurementInputOf(m, i) === undefined;
};

/**
 * The entry a draft sends: the valid-until only with a positive outcome, the note when written,
 * the measurement once begun.
 */
export function entryOf(i: InstrumentView, d: Draft): ResultEntry {
  const positive = isPositive(d.outcome);
  const m = measured(d);
  const measurement = m ? measurementInputOf(m, i) : undefined;
  return {
    row_id: i.row_id,
    instrument: i.instrument,
    serial_number: d.serial_number,
    outcome: d.outcome,
    work_date: d.work_date,
    ...(positive && d.valid_until ? { valid_until: d.valid_until } : {}),
    ...(d.note.trim() ? { note: d.note } : {}),
    ...(measurement ? { measurement } : {}),
  };
}

/**
 * One instrument's inputs: serial, outcome of its kind, dates (valid-until defaulted), note, a
 * reason when amending, and for a measuring instrument its measurement, whose verdict (once the
 * points and the MPE give one) is the outcome.
 */
export function EntryFields({
  instrument,
  draft,
  onChange,
  amending,
  lists,
  recorded,
}: {
  readonly instrument: InstrumentView;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly amending: boolean;
  readonly lists: MeasurementLists | "failed" | undefined;
  readonly recorded?: Measurement | undefined;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const id = `r-${instrument.row_id}-${instrument.instrument}`;
  const suggest = (base: Draft, outcome: string, workDate: string): Partial<Draft> => {
    const suggested = isPositive(outcome)
      ? defaultValidUntil(workDate, instrument.interval_months)
      : undefined;
    return !base.ownValidUntil && suggested ? { valid_until: suggested } : {};
  };
  const withWorkDate = (work_date: string): Draft => ({
    ...draft,
    work_date,
    ...suggest(draft, draft.outcome, work_date),
  });
  const withOutcome = (base: Draft, outcome: string): Draft => ({
    ...base,
    outcome,
    ...suggest(base, outcome, base.work_date),
  });
  const withMeasurement = (measurement: MeasurementDraft): Draft => {
    const verdict = verdictOf(measurement);
    const next = { ...draft, measurement };
    return verdict === undefined ? next : withOutcome(next, verdict ? "fit" : "unfit");
  };
  const verdict = draft.measurement ? verdictOf(draft.measurement) : undefined;
  return (
    <div className="result-entry" data-testid={`result-entry-${instrument.n}-${instrument.instrument}`}>
      <label>
        {t("results.serial")}
        <input
          id={`${id}-serial`}
          className="input"
          name="serial_number"
          value={draft.serial_number}
          onChange={(e) => onChange({ ...draft, serial_number: e.target.value })}
        />
      </label>
      <div className="result-entry__field">
        <label htmlFor={`${id}-outcome`}>{t("results.outcome")}</label>
        <select
          id={`${id}-outcome`}
          className="input"
          name="outcome"
          value={draft.outcome}
          disabled={verdict !== undefined}
          aria-describedby={verdict !== undefined ? `${id}-outcome-hint` : undefined}
          onChange={(e) => onChange(withOutcome(draft, e.target.value))}
        >
          <option value="">—</option>
          {outcomesOf(instrument.kind).map((outcome) => (
            <option key={outcome} value={outcome}>
              {say(OUTCOME_LABELS[outcome])}
            </option>
          ))}
        </select>
        {verdict !== undefined && (
          <span id={`${id}-outcome-hint`} className="field__hint">
            {t("results.measurement.outcomeFromVerdict")}
          </span>
        )}
      </div>
      <div className="result-entry__field">
        <label htmlFor={`${id}-work-date`}>{t("results.workDate")}</label>
        <DateField
          id={`${id}-work-date`}
          name="work_date"
          value={draft.work_date}
          onChange={(work_date) => onChange(withWorkDate(work_date))}
        />
      </div>
      <div className="result-entry__field">
        <label htmlFor={`${id}-valid-until`}>{t("results.validUntil")}</label>
        <DateField
          id={`${id}-valid-until`}
          name="valid_until"
          value={draft.valid_until}
          onChange={(valid_until) => onChange({ ...draft, valid_until, ownValidUntil: true })}
        />
      </div>
      <label>
        {t("results.note")}
        <input
          className="input"
          name="note"
          value={draft.note}
          onChange={(e) => onChange({ ...draft, note: e.target.value })}
        />
      </label>
      {amending && (
        <label>
          {t("results.reason")}
          <input
            className="input"
            name="reason"
            value={draft.reason}
            onChange={(e) => onChange({ ...draft, reason: e.target.value })}
          />
        </label>
      )}
      {draft.measurement && (
        <MeasurementFields
          instrument={instrument}
          draft={draft.measurement}
          onChange={(m) => onChange(withMeasurement(m))}
          lists={lists}
          recorded={recorded}
        />
      )}
    </div>
  );
}
