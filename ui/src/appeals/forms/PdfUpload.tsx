import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "../../components/ErrorList";
import { FileChooser } from "../../components/FileChooser";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { downloadUrl, looksLikePdf, type UploadTarget, uploadPdf } from "./upload";

/** The server's default upload limit (UPLOAD_LIMIT_BYTES, 10 MiB), named in the size message. */
const LIMIT_MB = 10;

export interface PdfUploadProps {
  readonly target: UploadTarget;
  /** The stored file name, once uploaded. */
  readonly value: string | undefined;
  readonly onChange: (stored: string | undefined) => void;
  readonly label: string;
  readonly disabled?: boolean;
}

/**
 * The one upload of every application form (spec 2.1, 2.9–2.13, 5, 8): PDF only, refused
 * before sending when the chosen file is not a PDF by name and type; a progress bar while
 * it goes; the server's 422 messages, or the spec's size message, on failure; a download
 * link to the stored file afterwards.
 */
export function PdfUpload({ target, value, onChange, label, disabled }: PdfUploadProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const toasts = useToasts();
  const [progress, setProgress] = useState<number | undefined>(undefined);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  const fail = (messages: readonly string[]) => {
    setErrors(messages);
    toasts.error(messages.join("\n"));
  };

  async function choose(file: File | undefined, input: HTMLInputElement) {
    if (!file) return;
    if (!looksLikePdf(file)) {
      input.value = "";
      setChosen(undefined);
      fail([say("pdfOnly")]);
      return;
    }
    setChosen(file.name);
    setErrors([]);
    setProgress(0);
    const outcome = await uploadPdf(target, file, setProgress);
    setProgress(undefined);
    input.value = "";
    if (outcome.ok) {
      onChange(outcome.stored);
      if (outcome.message) toasts.success(outcome.message);
    } else {
      fail(outcome.messages.length > 0 ? outcome.messages : [say("uploadFailed", { limit: LIMIT_MB })]);
    }
  }

  return (
    <div className="pdf-upload">
      {!disabled && (
        <FileChooser
          label={label}
          accept="application/pdf,.pdf"
          fileName={chosen ?? value}
          disabled={progress !== undefined}
          onChoose={choose}
        />
      )}
      {progress !== undefined && (
        <progress
          className="pdf-upload__progress"
          max={100}
          value={progress}
          aria-label={t("forms.uploading")}
        >
          {progress}%
        </progress>
      )}
      {value && (
        <a className="pdf-upload__link" href={downloadUrl(target, value)} target="_blank" rel="noreferrer">
          {t("forms.download")}
        </a>
      )}
      <ErrorList messages={errors} />
    </div>
  );
}
