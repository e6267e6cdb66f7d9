import { ACCOUNT_NUMBER_DIGITS, MFO_DIGITS } from "@portal/domain/cabinet/bankAccount";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { AccountFields } from "./cabinetApi";
import { BusyButton } from "../components/BusyButton";
import { DigitsInput } from "../components/DigitsInput";
import { FormField } from "../components/FormField";
import { useDomainText } from "../i18n/useDomainText";
import type { FieldErrors } from "../logic/serverErrors";

export interface BankAccountFormProps {
  /** Add then save, or edit then update (spec 2.16). */
  readonly mode: "add" | "edit";
  readonly value: AccountFields;
  readonly errors: FieldErrors;
  readonly busy: boolean;
  readonly onChange: (field: keyof AccountFields, value: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** The cabinet's bank account form; account number and MFO take digits only; errors under their fields. */
export function BankAccountForm({
  mode,
  value,
  errors,
  busy,
  onChange,
  onSubmit,
  onCancel,
}: BankAccountFormProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      className="subform"
      onSubmit={submit}
      noValidate
      aria-label={t(mode === "add" ? "accounts.addTitle" : "accounts.editTitle")}
    >
      <h3 className="section-title">{t(mode === "add" ? "accounts.addTitle" : "accounts.editTitle")}</h3>
      <div className="grid grid--3">
        <FormField label={t("accounts.bankName")} errors={errors.bank_name} required>
          {(control) => (
            <input
              {...control}
              name="bank_name"
              className="input"
              value={value.bank_name}
              onChange={(event) => onChange("bank_name", event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("accounts.mfo")} errors={errors.mfo} required>
          {(control) => (
            <DigitsInput
              {...control}
              name="mfo"
              maxDigits={MFO_DIGITS}
              value={value.mfo}
              onChange={(digits) => onChange("mfo", digits)}
            />
          )}
        </FormField>
        <FormField label={t("accounts.accountNumber")} errors={errors.account_number} required>
          {(control) => (
            <DigitsInput
              {...control}
              name="account_number"
              maxDigits={ACCOUNT_NUMBER_DIGITS}
              value={value.account_number}
              onChange={(digits) => onChange("account_number", digits)}
            />
          )}
        </FormField>
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <BusyButton type="submit" busy={busy}>
          {mode === "add" ? say("save") : t("accounts.update")}
        </BusyButton>
      </div>
    </form>
  );
}
