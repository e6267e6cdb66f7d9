import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FileChooser } from "../components/FileChooser";
import { FormField } from "../components/FormField";
import { useDomainText } from "../i18n/useDomainText";
import { errorListOf, fieldErrorsOf } from "../logic/serverErrors";
import { CertificateCard } from "./CertificateCard";
import type { FileCheck } from "@portal/domain/results/publicCertificate";
import { checkCertificateFile } from "./resultsApi";

type Checked =
  | { readonly state: "idle" }
  | { readonly state: "busy" }
  | { readonly state: "checked"; readonly check: FileCheck }
  | { readonly state: "refused"; readonly file: readonly string[]; readonly other: readonly string[] };

const IDLE: Checked = { state: "idle" };

/** What the portal found for a file: a green notice for the issued certificate, a red one otherwise. */
function Verdict({ check }: { readonly check: FileCheck }) {
  const { t } = useTranslation();
  const number = check.certificate?.number ?? "";
  const genuine = check.verdict === "genuine";
  return (
    <>
      <div
        className={`card notice ${genuine ? "notice--success" : "notice--error"} check-verdict-notice`}
        role={genuine ? "status" : "alert"}
        data-testid="file-verdict"
        data-verdict={check.verdict}
      >
        <p className="check-verdict-notice__title">
          {check.verdict === "genuine"
            ? t("check.fileGenuine", { number })
            : check.verdict === "revoked"
              ? t("check.fileRevoked", { number })
              : t("check.fileUnknown")}
        </p>
        <p className="mono check-verdict-notice__hash">SHA-256 {check.sha256}</p>
      </div>
      {check.certificate && <CertificateCard certificate={check.certificate} />}
    </>
  );
}

/**
 * "Check a file": a holder chooses a certificate's PDF and learns whether it is exactly one the
 * lab issued (by its hash and signature), one since revoked, or none of the lab's. The portal
 * keeps nothing of the file. A new choice clears the last verdict; only the last check's
 * answer is shown, however the answers come back.
 */
export function FileCheckForm() {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const [file, setFile] = useState<File | undefined>(undefined);
  const [checked, setChecked] = useState<Checked>(IDLE);
  const latest = useRef(0);

  const choose = (chosen: File | undefined) => {
    latest.current += 1;
    setFile(chosen);
    setChecked(IDLE);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setChecked({ state: "refused", file: [say("fileMissing")], other: [] });
      return;
    }
    const attempt = ++latest.current;
    setChecked({ state: "busy" });
    try {
      const answer = await checkCertificateFile(file);
      if (attempt === latest.current) setChecked({ state: "checked", check: answer.data });
    } catch (error) {
      if (attempt !== latest.current) return;
      const onFile = fieldErrorsOf(error).file ?? [];
      const other = onFile.length > 0 ? [] : errorListOf(error);
      setChecked({
        state: "refused",
        file: onFile,
        other: onFile.length > 0 || other.length > 0 ? other : [t("errors.loadFailed")],
      });
    }
  };

  return (
    <>
      <section className="card check-file" aria-labelledby="check-file-title">
        <h2 className="section-title" id="check-file-title">
          {t("check.fileTitle")}
        </h2>
        <p>{t("check.fileLead")}</p>
        <form className="check-file__form" onSubmit={send} noValidate>
          <FormField label={t("check.fileLabel")} errors={checked.state === "refused" ? checked.file : []}>
            {(control) => (
              <FileChooser
                id={control.id}
                label={t("check.fileLabel")}
                accept="application/pdf,.pdf"
                fileName={file?.name}
                onChoose={choose}
                testId="check-file"
              />
            )}
          </FormField>
          <BusyButton type="submit" busy={checked.state === "busy"} data-testid="check-file-submit">
            {t("check.fileSubmit")}
          </BusyButton>
        </form>
        <ErrorList messages={checked.state === "refused" ? checked.other : []} />
      </section>
      {checked.state === "checked" && <Verdict check={checked.check} />}
    </>
  );
}
