import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDomainText } from "../i18n/useDomainText";
import { maskDay, parseDay, showDay } from "../logic/day";
import type { FieldControlProps } from "./FormField";

export interface DateFieldProps extends Partial<FieldControlProps> {
  /** The day as the server has it: ISO "YYYY-MM-DD", or "" for none. */
  readonly value: string;
  /**
   * Called as the text changes: the ISO day once it is a real one, "" when the field is
   * emptied, and the text as typed while it is not a day (the form's own checks then
   * refuse it as a bad date, as the server would).
   */
  readonly onChange: (value: string) => void;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly className?: string;
  /** A visible name when the field is not inside a FormField (a filter). */
  readonly "aria-label"?: string;
}

/**
 * A day typed as dd.mm.yyyy, the way Uzbekistan writes dates, whatever the browser's
 * locale (a native date input shows the browser's mm/dd/yyyy): text with a numeric keyboard,
 * dotted as typed, a format hint under it and the catalogue's "bad date" message once the
 * reader leaves a text that is no day. The form gets ISO days only.
 */
export function DateField({
  value,
  onChange,
  name,
  disabled,
  className = "input date-field",
  ...control
}: DateFieldProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const own = useId();
  const [text, setText] = useState(() => showDay(value));
  const [left, setLeft] = useState(false);

  // A value set from outside (a reset, a loaded record) replaces what is shown.
  useEffect(() => {
    setText((shown) => {
      const read = parseDay(shown);
      return read === value || (read === undefined && shown === value) ? shown : showDay(value);
    });
  }, [value]);

  const bad = left && parseDay(text) === undefined;
  const hintId = `${own}-hint`;
  const errorId = `${own}-error`;
  const describedBy = [control["aria-describedby"], hintId, bad ? errorId : undefined]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="date-field__wrap">
      <input
        {...control}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t("common.dateFormat")}
        maxLength={10}
        className={className}
        disabled={disabled}
        value={text}
        aria-describedby={describedBy}
        aria-invalid={bad || control["aria-invalid"] ? true : undefined}
        onChange={(event) => {
          const shown = maskDay(event.target.value);
          setText(shown);
          setLeft(false);
          const read = parseDay(shown);
          onChange(read === undefined ? shown : read);
        }}
        onBlur={() => setLeft(true)}
      />
      <div id={hintId} className="field__hint">
        {t("common.dateHint", { format: t("common.dateFormat") })}
      </div>
      {bad && (
        <div id={errorId} className="field__error" role="alert">
          {say("dateInvalid")}
        </div>
      )}
    </div>
  );
}
