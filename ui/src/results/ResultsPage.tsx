import { defaultValidUntil } from "@portal/domain/results/interval";
import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import type { ResultEntry } from "@portal/domain/results/requests";
import { isPositive, outcomesOf } from "@portal/domain/results/results";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { DateField } from "../components/DateField";
import { ErrorList } from "../components/ErrorList";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { errorListOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealResults } from "./AppealResults";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import { OUTCOME_LABELS } from "@portal/domain/results/labels";
import { ReceiptForm } from "./ReceiptForm";
import { ReceiptStatus } from "./ReceiptStatus";
import { SignedConclusionUpload } from "./SignedConclusionUpload";
import { appealResults, correctResult, recordResults, revokeResult } from "./resultsApi";

interface Draft {
  readonly serial_number: string;
  readonly outcome: string;
  readonly work_date: string;
  readonly valid_until: string;
  readonly note: string;
  /** Staff typed the valid-until themselves: the default no longer follows the work date. */
  readonly ownValidUntil: boolean;
  readonly reason: string;
}

const EMPTY: Draft = {
  serial_number: "",
  outcome: "",
  work_date: "",
  valid_until: "",
  note: "",
  ownValidUntil: false,
  reason: "",
};
const keyOf = (i: InstrumentView) => `${i.row_id}.${i.instrument}`;
const isFilled = (d: Draft | undefined): d is Draft =>
  d !== undefined && (d.serial_number.trim() !== "" || d.outcome !== "");

/** The entry a draft sends: the valid-until only with a positive outcome, the note when written. */
function entryOf(i: InstrumentView, d: Draft): ResultEntry {
  const positive = isPositive(d.outcome);
  return {
    row_id: i.row_id,
    instrument: i.instrument,
    serial_number: d.serial_number,
    outcome: d.outcome,
    work_date: d.work_date,
    ...(positive && d.valid_until ? { valid_until: d.valid_until } : {}),
    ...(d.note.trim() ? { note: d.note } : {}),
  };
}

/** One instrument's inputs: serial, outcome of its kind, dates (valid-until defaulted), note, and a reason when amending. */
function EntryFields({
  instrument,
  draft,
  onChange,
  amending,
}: {
  readonly instrument: InstrumentView;
  readonly draft: Draft;
  readonly onChange: (draft: Draft) => void;
  readonly amending: boolean;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const id = `r-${instrument.row_id}-${instrument.instrument}`;
  const withWorkDate = (work_date: string): Draft => {
    const positive = isPositive(draft.outcome);
    const suggested = positive ? defaultValidUntil(work_date, instrument.interval_months) : undefined;
    return { ...draft, work_date, ...(!draft.ownValidUntil && suggested ? { valid_until: suggested } : {}) };
  };
  const withOutcome = (outcome: string): Draft => {
    const positive = isPositive(outcome);
    const suggested = positive ? defaultValidUntil(draft.work_date, instrument.interval_months) : undefined;
    return { ...draft, outcome, ...(!draft.ownValidUntil && suggested ? { valid_until: suggested } : {}) };
  };
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
      <label>
        {t("results.outcome")}
        <select
          className="input"
          name="outcome"
          value={draft.outcome}
          onChange={(e) => onChange(withOutcome(e.target.value))}
        >
          <option value="">—</option>
          {outcomesOf(instrument.kind).map((outcome) => (
            <option key={outcome} value={outcome}>
              {say(OUTCOME_LABELS[outcome])}
            </option>
          ))}
        </select>
      </label>
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
    </div>
  );
}

/**
 * Staff record the results of an appeal's work (/staff/appeals/:id/results, from the inbox
 * and the appeal page): first the instruments received, then one line per instrument, each
 * showing whether it came in, saved partly and finished later; a
 * recorded result is corrected (a new version with a reason) or its certificate revoked; a
 * revoked certificate is final, so it offers neither.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const id = Number(useParams().id);
  usePageTitle(t("results.pageTitle", { id }));
  const [results, setResults] = useState<AppealResultsView | "failed" | undefined>(undefined);
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft>>>({});
  const [amending, setAmending] = useState<string | undefined>(undefined);
  const [revoking, setRevoking] = useState<string | undefined>(undefined);
  const [revokeReason, setRevokeReason] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [round, setRound] = useState(0);

  const load = useCallback(() => {
    appealResults(id).then(
      (answer) => setResults(answer.data),
      () => setResults("failed"),
    );
  }, [id]);
  useEffect(load, [load]);

  if (results === undefined) return <PageLoading />;
  if (results === "failed")
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );

  const done = (answer: { readonly data: AppealResultsView }) => {
    setResults(answer.data);
    setErrors([]);
    setRound((n) => n + 1);
    toasts.success(t("results.saved"));
  };
  const run = async (call: () => Promise<{ readonly data: AppealResultsView }>, after: () => void) => {
    setBusy(true);
    try {
      done(await call());
      after();
    } catch (error) {
      setErrors(errorListOf(error).length > 0 ? errorListOf(error) : [t("errors.server")]);
    } finally {
      setBusy(false);
    }
  };
  const pending = results.instruments.filter((i) => i.result === undefined);
  const filled = pending.flatMap((i) => {
    const draft = drafts[keyOf(i)];
    return isFilled(draft) ? [entryOf(i, draft)] : [];
  });
  const setDraft = (key: string, draft: Draft) => setDrafts((all) => ({ ...all, [key]: draft }));

  return (
    <>
      <h1 className="page-title">{t("results.pageTitle", { id })}</h1>
      <p>
        <Link to={`/appeals/${id}`}>{t("results.toAppeal")}</Link>
      </p>
      <ErrorList messages={errors} className={errors.length > 0 ? "card" : undefined} />
      {results.may_receive && (
        <ReceiptForm
          appealId={id}
          instruments={results.instruments}
          onReceived={(view) => {
            setResults(view);
            setRound((n) => n + 1);
          }}
        />
      )}
      {results.may_record && pending.length > 0 && (
        <section className="card" data-testid="results-entry">
          <h2 className="section-title">{t("results.pendingTitle")}</h2>
          {pending.map((i) => (
            <fieldset key={keyOf(i)} className="fieldset">
              <legend>
                №{i.n}.{i.instrument} {i.device_name} {i.type_name ? `(${i.type_name})` : ""} ·{" "}
                <ReceiptStatus instrument={i} />
              </legend>
              <EntryFields
                instrument={i}
                draft={drafts[keyOf(i)] ?? EMPTY}
                onChange={(d) => setDraft(keyOf(i), d)}
                amending={false}
              />
            </fieldset>
          ))}
          <BusyButton
            busy={busy}
            disabled={filled.length === 0}
            onClick={() =>
              run(
                () => recordResults(id, filled),
                () => setDrafts({}),
              )
            }
            data-testid="results-save"
          >
            {t("results.save")}
          </BusyButton>
        </section>
      )}
      {!results.may_record && pending.length > 0 && <p className="notice">{t("results.notOpen")}</p>}
      {results.may_amend && (
        <section className="card" data-testid="results-recorded">
          <h2 className="section-title">{t("results.recordedTitle")}</h2>
          {results.instruments
            .filter((i) => i.result !== undefined)
            .map((i) => {
              const key = keyOf(i);
              const result = i.result!;
              return (
                <div key={key} className="fieldset" data-testid={`recorded-${i.n}-${i.instrument}`}>
                  <p>
                    №{i.n}.{i.instrument} {i.device_name} ·{" "}
                    <span className="mono">{result.certificate_number}</span>{" "}
                    <CertificateStatusBadge status={result.status} />
                  </p>
                  {i.kind === "conclusion" && result.status !== "revoked" && (
                    <SignedConclusionUpload
                      key={`${key}.${result.version}`}
                      appealId={id}
                      instrument={i}
                      onAttached={(data) => done({ data })}
                    />
                  )}
                  {amending === key ? (
                    <>
                      <EntryFields
                        instrument={i}
                        draft={drafts[key] ?? EMPTY}
                        onChange={(d) => setDraft(key, d)}
                        amending
                      />
                      <BusyButton
                        busy={busy}
                        onClick={() => {
                          const d = drafts[key] ?? EMPTY;
                          const { row_id: _r, instrument: _i, ...entry } = entryOf(i, d);
                          return run(
                            () => correctResult(id, i.row_id, i.instrument, { ...entry, reason: d.reason }),
                            () => setAmending(undefined),
                          );
                        }}
                      >
                        {t("results.saveCorrection")}
                      </BusyButton>{" "}
                      <button type="button" className="btn btn--link" onClick={() => setAmending(undefined)}>
                        {t("common.cancel")}
                      </button>
                    </>
                  ) : revoking === key ? (
                    <div className="result-entry">
                      <label>
                        {t("results.reason")}
                        <input
                          className="input"
                          name="revoke_reason"
                          value={revokeReason}
                          onChange={(e) => setRevokeReason(e.target.value)}
                        />
                      </label>
                      <BusyButton
                        busy={busy}
                        variant="danger"
                        data-testid="revoke-confirm"
                        onClick={() =>
                          run(
                            () => revokeResult(id, i.row_id, i.instrument, revokeReason),
                            () => {
                              setRevoking(undefined);
                              setRevokeReason("");
                            },
                          )
                        }
                      >
                        {t("results.revoke")}
                      </BusyButton>
                      <button type="button" className="btn btn--link" onClick={() => setRevoking(undefined)}>
                        {t("common.cancel")}
                      </button>
                    </div>
                  ) : result.status === "revoked" ? (
                    <p className="notice">{say("certificateRevokedFinal")}</p>
                  ) : (
                    <p>
                      <button
                        type="button"
                        className="btn btn--secondary"
                        onClick={() => {
                          setDraft(key, {
                            ...EMPTY,
                            serial_number: result.serial_number,
                            outcome: result.outcome,
                            work_date: result.work_date,
                            valid_until: result.valid_until ?? "",
                            note: result.note ?? "",
                            ownValidUntil: true,
                          });
                          setAmending(key);
                        }}
                      >
                        {t("results.correct")}
                      </button>{" "}
                      <button
                        type="button"
                        className="btn btn--danger"
                        data-testid={`revoke-${i.n}-${i.instrument}`}
                        onClick={() => setRevoking(key)}
                      >
                        {t("results.revoke")}
                      </button>
                    </p>
                  )}
                </div>
              );
            })}
        </section>
      )}
      <AppealResults appealId={id} round={round} />
    </>
  );
}
