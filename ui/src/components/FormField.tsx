import { type ReactNode, useId } from "react";

/** What a control inside a FormField gets: its id, description and invalid state. */
export interface FieldControlProps {
  readonly id: string;
  readonly "aria-describedby"?: string;
  readonly "aria-invalid"?: true;
}

export interface FormFieldProps {
  readonly label: ReactNode;
  /** Messages for this field, shown under it in red. */
  readonly errors?: readonly string[] | undefined;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly className?: string;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A label bound to its control, with a hint and the field's errors linked by aria-describedby. */
export function FormField({ label, errors = [], hint, required, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${errors.length > 0 ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children({
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(errors.length > 0 ? { "aria-invalid": true as const } : {}),
      })}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
      <div id={errorId} className="field__errors" aria-live="polite">
        {errors.map((text) => (
          <div key={text} className="field__error">
            {text}
          </div>
        ))}
      </div>
    </div>
  );
}

/** A read-only value with its label, for the cabinet's identity data. */
export function ReadOnlyField({ label, value }: { readonly label: ReactNode; readonly value?: ReactNode }) {
  return (
    <div className="readonly-field">
      <dt>{label}</dt>
      <dd>{value === undefined || value === null || value === "" ? "—" : value}</dd>
    </div>
  );
}
