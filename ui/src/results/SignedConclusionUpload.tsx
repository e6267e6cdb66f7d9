import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FileChooser } from "../components/FileChooser";
import { errorListOf } from "../logic/serverErrors";
import type { AppealResultsView } from "@portal/domain/results/appealResultsView";
import type { InstrumentView } from "@portal/domain/results/instrumentView";
import { attachSignedConclusion } from "./resultsApi";

/**
 * Staff attach the signed conclusion of a recognition or expertise result (a PDF, checked by
 * the server as every upload is); replacing one on file asks for the reason, as a correction
 * does. Mounted afresh for each version, so a success clears the chosen file.
 */
export function SignedConclusionUpload({
  appealId,
  instrument,
  onAttached,
}: {
  readonly appealId: number;
  readonly instrument: InstrumentView;
  readonly onAttached: (results: AppealResultsView) => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const signed = instrument.result?.signed_document;
  const id = `conclusion-${instrument.row_id}-${instrument.instrument}`;

  const send = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await attachSignedConclusion(
        appealId,
        instrument.row_id,
        instrument.instrument,
        file,
        signed ? reason : undefined,
      );
      setErrors([]);
      onAttached(answer.data);
    } catch (error) {
      const messages = errorListOf(error);
      setErrors(messages.length > 0 ? messages : [t("errors.server")]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="result-entry" data-testid={`conclusion-${instrument.n}-${instrument.instrument}`}>
      <p className="result-entry__field">
        {signed ? t("results.signedOnFile", { name: signed.original_name }) : t("results.signedNone")}
      </p>
      <div className="result-entry__field">
        <label htmlFor={`${id}-file`}>{t("results.signedFile")}</label>
        <FileChooser
          id={`${id}-file`}
          label={t("results.signedFile")}
          accept="application/pdf,.pdf"
          fileName={file?.name}
          onChoose={(chosen) => setFile(chosen)}
        />
      </div>
      {signed && (
        <label>
          {t("results.reason")}
          <input
            className="input"
            name="conclusion_reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      )}
      <ErrorList messages={errors} />
      <BusyButton
        busy={busy}
        variant="secondary"
        disabled={!file}
        onClick={send}
        data-testid={`conclusion-attach-${instrument.n}-${instrument.instrument}`}
      >
        {signed ? t("results.signedReplace") : t("results.signedAttach")}
      </BusyButton>
    </div>
  );
}
