import type { NewAccount } from "@portal/domain/accounts/accountRequests";
import { ACCOUNT_ROLES, type AccountRole, type StaffAccount } from "@portal/domain/accounts/staffAccount";
import type { NamedItem } from "@portal/domain/catalogue/namedItem";
import type { MessageKey } from "@portal/domain/shared/message";
import { isMissing, isWellFormedEmail } from "@portal/domain/shared/rules";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { useDomainText } from "../i18n/useDomainText";
import { createAccount } from "./accountsApi";
import { BranchesField } from "./BranchesField";
import { sortRefusal } from "./refusals";

type Field = keyof NewAccount;
type Errors = Partial<Record<Field, string[]>>;

const EMPTY: NewAccount = {
  login: "",
  first_name: "",
  last_name: "",
  middle_name: "",
  email: "",
  role: "staff",
  branches: "all",
};

/** Which field each of the server's refusals is about. */
const OWNERS: Readonly<Record<Field, readonly MessageKey[]>> = {
  login: ["loginInvalid", "loginTaken"],
  first_name: ["firstNameRequired"],
  last_name: ["lastNameRequired"],
  middle_name: [],
  email: ["emailInvalid", "emailRequired"],
  role: [],
  branches: ["branchesRequired", "branchUnknown"],
};

const TEXT_FIELDS = [
  { name: "login", label: "admin.login", required: true, autoComplete: "off" },
  { name: "last_name", label: "admin.lastName", required: true, autoComplete: "off" },
  { name: "first_name", label: "admin.firstName", required: true, autoComplete: "off" },
  { name: "middle_name", label: "admin.middleName", required: false, autoComplete: "off" },
] as const;

/**
 * The administrator's form for a new account: its login, names, address, role and branches.
 * The server checks everything; its refusals are shown under the fields they are about.
 */
export function NewAccountForm({
  branches,
  onCreated,
  onCancel,
}: {
  readonly branches: readonly NamedItem[];
  readonly onCreated: (account: StaffAccount, message: string) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const [value, setValue] = useState<NewAccount>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const set = <F extends Field>(field: F, next: NewAccount[F]) =>
    setValue((old) => ({ ...old, [field]: next }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const email = isMissing(value.email)
      ? [say("emailRequired")]
      : isWellFormedEmail(value.email)
        ? []
        : [say("emailInvalid")];
    setErrors([]);
    setFieldErrors(email.length > 0 ? { email } : {});
    if (email.length > 0) return;
    setBusy(true);
    try {
      const { middle_name, ...rest } = value;
      const body = { ...rest, login: rest.login.trim(), ...(middle_name?.trim() ? { middle_name } : {}) };
      const answer = await createAccount(body);
      setValue(EMPTY);
      onCreated(answer.data, answer.message);
    } catch (error) {
      const sorted = sortRefusal(error, lang, OWNERS, t("errors.network"));
      setFieldErrors(sorted.fields);
      setErrors(sorted.rest);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card account-form" onSubmit={submit} noValidate aria-labelledby="new-account-title">
      <h2 className="card__title" id="new-account-title">
        {t("admin.newTitle")}
      </h2>
      <div className="grid grid--2">
        {TEXT_FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={t(field.label)}
            errors={fieldErrors[field.name]}
            hint={field.name === "login" ? say("loginInvalid") : undefined}
            required={field.required}
          >
            {(control) => (
              <input
                {...control}
                name={field.name}
                className="input"
                autoComplete={field.autoComplete}
                value={value[field.name] ?? ""}
                onChange={(event) => set(field.name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField label={t("admin.email")} hint={t("admin.emailHint")} errors={fieldErrors.email} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              className="input"
              autoComplete="off"
              value={value.email}
              onChange={(event) => set("email", event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t("admin.role")} errors={fieldErrors.role} required>
          {(control) => (
            <select
              {...control}
              name="role"
              className="input select"
              value={value.role}
              onChange={(event) => set("role", event.target.value as AccountRole)}
            >
              {ACCOUNT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <BranchesField
        value={value.branches}
        branches={branches}
        errors={fieldErrors.branches}
        onChange={(next) => set("branches", next)}
      />
      <ErrorList messages={errors} />
      <div className="form-actions">
        <button type="button" className="btn btn--secondary" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <BusyButton type="submit" busy={busy}>
          {t("admin.create")}
        </BusyButton>
      </div>
    </form>
  );
}
