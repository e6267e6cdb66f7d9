import { useTranslation } from "react-i18next";
import type { FieldControlProps } from "./FormField";

export interface IdSelectProps extends FieldControlProps {
  readonly options: readonly { readonly id: number; readonly name: string }[];
  readonly value: number | undefined;
  readonly onChange: (id: number | undefined) => void;
  readonly name: string;
  readonly disabled?: boolean;
}

/** A native select of named ids, with an empty 'choose' entry. */
export function IdSelect({ options, value, onChange, disabled, ...control }: IdSelectProps) {
  const { t } = useTranslation();
  return (
    <select
      {...control}
      className="input select"
      value={value === undefined ? "" : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
    >
      <option value="">{t("common.choose")}</option>
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
