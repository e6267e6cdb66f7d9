import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";

/** The contract number of mode 2 (spec 2.9–2.11), required when the contract is created. */
export function ContractNumberField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t("forms.contractNumber")}>
      {(control) => (
        <input
          {...control}
          className="input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
