import type { CompanyLookupResult } from "@portal/domain/cabinet/companyLookupResult";
import type { BankRequisite } from "@portal/domain/cabinet/requisite";
import { ACCOUNT_NUMBER_DIGITS, MFO_DIGITS, OKED_DIGITS } from "@portal/domain/cabinet/bankAccount";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { http } from "../api";
import { callApi, lazyTable } from "../api/call";
import { useDomainText } from "../i18n/useDomainText";
import { type FieldErrors, fieldErrorsOf, errorListOf } from "../logic/serverErrors";
import { BusyButton } from "./BusyButton";
import { CompanyLookupField } from "./CompanyLookupField";
import { DigitsInput } from "./DigitsInput";
import { ErrorList } from "./ErrorList";
import { FormField } from "./FormField";

const cabinetRows = lazyTable(() => import("@portal/domain/cabinet/api").then((m) => m.cabinetApi));

interface RequisiteDraft {
  company_name: string;
  director_name: string;
  bank_name: string;
  account_number: string;
  mfo: string;
  oked: string;
  email: string;
}

const EMPTY: RequisiteDraft = {
  company_name: "",
  director_name: "",
  bank_name: "",
  account_number: "",
  mfo: "",
  oked: "",
  email: "",
};

/** What the registry knows of a company, as a requisite draft (spec 3: company lookup result). */
export const draftFromCompany = (company: CompanyLookupResult, draft: RequisiteDraft): RequisiteDraft => ({
  company_name: company.company_name,
  director_name: [company.last_name, company.first_name, company.middle_name].filter(Boolean).join(" "),
  bank_name: company.accounts[0]?.bank_name ?? draft.bank_name,
  account_number: company.accounts[0]?.account_number ?? draft.account_number,
  mfo: company.mfo,
  oked: company.oked,
  email: company.users.email || draft.email,
});

/** A new bank requisite (POST /front/save-account-number), filled from the registry by tax id. */
export function RequisiteForm({
  onSaved,
  onCancel,
}: {
  readonly onSaved: (requisite: BankRequisite) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const [draft, setDraft] = useState<RequisiteDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof RequisiteDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setGeneral([]);
    try {
      const data = { ...draft, email: draft.email || undefined };
      const answer = await callApi(http, cabinetRows, "saveRequisite", { body: { data } });
      onSaved(answer.data);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setGeneral(errorListOf(error));
    } finally {
      setBusy(false);
    }
  }

  const text = (field: keyof RequisiteDraft, label: string, type = "text") => (
    <FormField label={label} errors={errors[field]} required={field !== "email"}>
      {(control) => (
        <input
          {...control}
          type={type}
          name={field}
          className="input"
          value={draft[field]}
          onChange={(event) => set(field)(event.target.value)}
        />
      )}
    </FormField>
  );

  const digits = (field: "account_number" | "mfo" | "oked", label: string, maxDigits: number) => (
    <FormField label={label} errors={errors[field]} required>
      {(control) => (
        <DigitsInput
          {...control}
          name={field}
          maxDigits={maxDigits}
          value={draft[field]}
          onChange={set(field)}
        />
      )}
    </FormField>
  );

  return (
    <form className="requisite-form" onSubmit={submit} noValidate aria-label={t("requisites.newTitle")}>
      <h3 className="section-title">{t("requisites.newTitle")}</h3>
      <CompanyLookupField onFound={(company) => setDraft((d) => draftFromCompany(company, d))} />
      <div className="grid grid--2">
        {text("company_name", t("requisites.companyName"))}
        {text("director_name", t("requisites.directorName"))}
        {text("bank_name", t("accounts.bankName"))}
        {digits("account_number", t("accounts.accountNumber"), ACCOUNT_NUMBER_DIGITS)}
        {digits("mfo", t("accounts.mfo"), MFO_DIGITS)}
        {digits("oked", t("requisites.oked"), OKED_DIGITS)}
        {text("email", t("requisites.email"), "email")}
      </div>
      <ErrorList messages={general} />
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <BusyButton type="submit" busy={busy}>
          {say("save")}
        </BusyButton>
      </div>
    </form>
  );
}
