import type { ChangeEvent } from "react";
import { DateField } from "./DateField";

/** One choice of a filter's select: what it sends and what it reads. */
export interface FilterChoice {
  readonly value: string | number;
  readonly label: string;
}

/**
 * A filter of a list's filter form: a select inside its label, "all" first (the empty value,
 * filtering nothing), then the choices.
 */
export function FilterSelect({
  label,
  all,
  value,
  choices,
  onChange,
}: {
  readonly label: string;
  /** The words of the empty choice. */
  readonly all: string;
  readonly value: string;
  readonly choices: readonly FilterChoice[];
  readonly onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  return (
    <label>
      {label}
      <select className="input" value={value} onChange={onChange}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter's day (the portal's date field), labelled; `id` ties the label to the field. */
export function FilterDay({
  id,
  label,
  value,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (day: string) => void;
}) {
  return (
    <div className="inbox-filters__field">
      <label htmlFor={id}>{label}</label>
      <DateField id={id} value={value} onChange={onChange} />
    </div>
  );
}
