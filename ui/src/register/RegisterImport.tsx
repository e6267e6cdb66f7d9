import { megabytes } from "@portal/domain/appeals/upload";
import type { ImportMode, ImportReport } from "@portal/domain/register/importReport";
import { IMPORT_LIMIT_BYTES, MAX_IMPORT_ROWS } from "@portal/domain/register/registerSheet";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileChooser } from "../components/FileChooser";
import { useToasts } from "../components/Toasts";
import { alertTextOf } from "../logic/serverErrors";
import { importFile } from "./registerApi";

/** A count as the hint writes it: "10 000". */
const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

type Stage = "idle" | "sending" | "checking";

/**
 * Importing a register file (issue 15): the file is checked first (a preview listing every
 * row's errors, nothing stored); it is imported whole once it has no errors, or only its valid
 * rows when the customer chooses so. The upload's progress is shown, then the server's work.
 */
export function RegisterImport({ onImported }: { readonly onImported: (report: ImportReport) => void }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [preview, setPreview] = useState<ImportReport | undefined>(undefined);
  const [stage, setStage] = useState<Stage>("idle");
  const [sent, setSent] = useState(0);
  const [error, setError] = useState<string | undefined>(undefined);

  async function send(mode: ImportMode) {
    if (!file) return;
    setStage("sending");
    setSent(0);
    setError(undefined);
    try {
      const report = await importFile(file, mode, (share) => {
        setSent(share);
        if (share >= 1) setStage("checking");
      });
      if (mode === "preview") setPreview(report);
      else {
        toasts.success(t("selfDevices.imported", { created: report.created, updated: report.updated }));
        onImported(report);
      }
    } catch (failure) {
      setPreview(undefined);
      setError(alertTextOf(failure, t("errors.server")));
    } finally {
      setStage("idle");
    }
  }

  const busy = stage !== "idle";
  return (
    <section className="card register-import" data-testid="register-import">
      <h2 className="section-title">{t("selfDevices.importTitle")}</h2>
      <p className="hint">
        {t("selfDevices.importHint", {
          megabytes: megabytes(IMPORT_LIMIT_BYTES),
          rows: grouped(MAX_IMPORT_ROWS),
        })}
      </p>
      <FileChooser
        label={t("selfDevices.importFile")}
        accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        fileName={file?.name}
        testId="import-file"
        onChoose={(chosen) => {
          setFile(chosen);
          setPreview(undefined);
          setError(undefined);
        }}
      />
      <div className="form-actions form-actions--start">
        <button
          type="button"
          className="btn btn--secondary"
          data-testid="import-check"
          disabled={!file || busy}
          onClick={() => send("preview")}
        >
          {t("selfDevices.importCheck")}
        </button>
      </div>
      {busy && (
        <div role="status" data-testid="import-progress">
          <progress className="progress" max={1} value={stage === "sending" ? sent : undefined} />
          <span>
            {stage === "sending"
              ? t("selfDevices.importSending", { percent: Math.round(sent * 100) })
              : t("selfDevices.importChecking")}
          </span>
        </div>
      )}
      {error && (
        <p className="notice notice--error" role="alert" data-testid="import-error">
          {error}
        </p>
      )}
      {preview && (
        <div data-testid="import-preview">
          <p>
            {t("selfDevices.importSummary", {
              total: preview.total,
              valid: preview.valid,
              invalid: preview.invalid,
            })}
          </p>
          {preview.rows.length > 0 && (
            <table className="table table--compact" data-testid="import-errors">
              <thead>
                <tr>
                  <th scope="col">{t("selfDevices.importRow")}</th>
                  <th scope="col">{t("selfDevices.device")}</th>
                  <th scope="col">{t("selfDevices.serialNumber")}</th>
                  <th scope="col">{t("selfDevices.importErrors")}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.row} data-row={row.row}>
                    <td>{row.row}</td>
                    <td>{row.device_name}</td>
                    <td>{row.serial_number}</td>
                    <td>
                      <ul className="error-list">
                        {row.errors.map((text) => (
                          <li key={text}>{text}</li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="form-actions form-actions--start">
            <button
              type="button"
              className="btn btn--primary"
              data-testid="import-all"
              disabled={busy || preview.invalid > 0}
              onClick={() => send("all")}
            >
              {t("selfDevices.importAll", { count: preview.total })}
            </button>
            {preview.invalid > 0 && preview.valid > 0 && (
              <button
                type="button"
                className="btn btn--secondary"
                data-testid="import-valid"
                disabled={busy}
                onClick={() => send("valid")}
              >
                {t("selfDevices.importValid", { count: preview.valid })}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
