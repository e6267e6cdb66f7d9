import type { ReactNode } from "react";

export interface InlineCheckProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** The words after the box: its accessible name. */
  readonly children: ReactNode;
}

/** A checkbox with its words in one label, on the line (a flag of a form or of a row). */
export function InlineCheck({ checked, onChange, children }: InlineCheckProps) {
  return (
    <label className="inline-check">
      <input
        type="checkbox"
        className="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />{" "}
      {children}
    </label>
  );
}
