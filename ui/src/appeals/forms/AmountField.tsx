import { decrementAmount, incrementAmount, parseAmount } from "./state/amount";
import { useTranslation } from "react-i18next";

export interface AmountFieldProps {
  readonly value: number | undefined;
  readonly onChange: (amount: number | undefined) => void;
  readonly label: string;
  readonly disabled?: boolean;
  readonly id?: string;
}

/** A quantity typed or changed with plus and minus; below 1 it is empty (spec 2.7, 4). */
export function AmountField({ value, onChange, label, disabled, id }: AmountFieldProps) {
  const { t } = useTranslation();
  return (
    <div className="amount-field">
      <button
        type="button"
        className="btn btn--small btn--secondary"
        aria-label={t("forms.minus")}
        disabled={disabled}
        onClick={() => onChange(decrementAmount({ amount: value }).amount)}
      >
        −
      </button>
      <input
        id={id}
        className="input amount-field__input"
        inputMode="numeric"
        aria-label={label}
        disabled={disabled}
        value={value ?? ""}
        onChange={(event) => onChange(parseAmount(event.target.value))}
      />
      <button
        type="button"
        className="btn btn--small btn--secondary"
        aria-label={t("forms.plus")}
        disabled={disabled}
        onClick={() => onChange(incrementAmount({ amount: value }).amount)}
      >
        +
      </button>
    </div>
  );
}
