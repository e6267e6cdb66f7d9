import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface FileChooserProps {
  /** The control's accessible name: the field's or the column's label. */
  readonly label: string;
  readonly accept: string;
  /** The chosen file's name, shown beside the button; none reads "no file chosen". */
  readonly fileName: string | undefined;
  readonly onChoose: (file: File | undefined, input: HTMLInputElement) => void;
  readonly disabled?: boolean | undefined;
  /** The input's id, when a label of the page points at it. */
  readonly id?: string | undefined;
  readonly testId?: string | undefined;
}

/**
 * A file input as a button in the page's language ("Faylni tanlang", "Выбрать файл") with
 * the chosen file's name beside it; the browser's own input, whose words are the browser's
 * ("Choose File"), stays underneath, visually hidden but focusable, so the keyboard, screen
 * readers and file drops reach it as before.
 */
export function FileChooser({ label, accept, fileName, onChoose, disabled, id, testId }: FileChooserProps) {
  const { t } = useTranslation();
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <span className="file-chooser">
      <input
        id={inputId}
        type="file"
        className="file-chooser__input"
        accept={accept}
        aria-label={label}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onChoose(event.target.files?.[0], event.target)}
      />
      <label
        htmlFor={inputId}
        className="btn btn--secondary btn--small file-chooser__button"
        aria-hidden="true"
      >
        {t("forms.chooseFile")}
      </label>
      <span className="file-chooser__name" data-testid="chosen-file">
        {fileName ?? t("forms.noFileChosen")}
      </span>
    </span>
  );
}
