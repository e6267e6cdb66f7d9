import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { PageLoading } from "../components/Spinner";
import { useToasts } from "../components/Toasts";
import { useDomainText } from "../i18n/useDomainText";
import { errorListOf } from "../logic/serverErrors";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealResults } from "./AppealResults";
import { CertificateStatusBadge } from "./CertificateStatusBadge";
import {
  correctionDraft,
  type Draft,
  EntryFields,
  emptyDraft,
  entryOf,
  isFilled,
  lacksAuthoriser,
} from "./EntryFields";
import { measures } from "./measurementDraft";
import { ReceiptForm } from "./ReceiptForm";
import { ReceiptStatus } from "./ReceiptStatus";
import { SignedConclusionUpload } from "./SignedConclusionUpload";
import { appealResults, correctResult, recordResults, revokeResult } from "./resultsApi";
import { useMeasurementLists } from "./useMeasurementLists";

const keyOf = (i: InstrumentView) => `${i.row_id}.${i.instrument}`;

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
  const measuring =
    typeof results === "object" &&
    ((results.may_record && results.instruments.some((i) => i.result === undefined && measures(i))) ||
      amending !== undefined);
  const lists = useMeasurementLists(measuring);

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
  /** A measurement begun without an authoriser is named here rather than sent. */
  const authorised = (instruments: readonly InstrumentView[]): boolean => {
    const missing = instruments
      .filter((i) => lacksAuthoriser(i, drafts[keyOf(i)] ?? emptyDraft(i)))
      .map((i) => say("measurementAuthoriserInvalid", { n: i.n, k: i.instrument }));
    setErrors(missing);
    return missing.length === 0;
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
  const filledInstruments = pending.filter((i) => isFilled(drafts[keyOf(i)]));
  const filled = filledInstruments.map((i) => entryOf(i, drafts[keyOf(i)] ?? emptyDraft(i)));
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
                draft={drafts[keyOf(i)] ?? emptyDraft(i)}
                onChange={(d) => setDraft(keyOf(i), d)}
                amending={false}
                lists={lists}
              />
            </fieldset>
          ))}
          <BusyButton
            busy={busy}
            disabled={filled.length === 0}
            onClick={() =>
              authorised(filledInstruments) &&
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
                        draft={drafts[key] ?? correctionDraft(i, result)}
                        onChange={(d) => setDraft(key, d)}
                        amending
                        lists={lists}
                        recorded={result.measurement}
                      />
                      <BusyButton
                        busy={busy}
                        onClick={() => {
                          if (!authorised([i])) return;
                          const d = drafts[key] ?? correctionDraft(i, result);
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
                          setDraft(key, correctionDraft(i, result));
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
