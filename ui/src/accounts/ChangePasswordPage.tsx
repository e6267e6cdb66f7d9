import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { useDomainText } from "../i18n/useDomainText";
import { useSession } from "../session/SessionContext";
import { usePageTitle } from "../shell/usePageTitle";
import { changePassword } from "./accountsApi";
import { NewPasswordFields, NO_PASSWORD, typingProblems } from "./NewPasswordFields";
import { sortRefusal } from "./refusals";

const OWNERS = {
  current: ["currentPasswordWrong"],
  password: ["passwordTooShort", "passwordTooLong", "passwordNeedsLetterAndDigit", "passwordIsLogin"],
} as const;

type Errors = { current?: string[]; password?: string[]; repeat?: string[] };

/**
 * A signed-in staff member's, reviewer's or administrator's own password: the current one,
 * then the new one twice. The account's other sessions end; this one goes on.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const { user } = useSession();
  const [current, setCurrent] = useState("");
  const [value, setValue] = useState(NO_PASSWORD);
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>(undefined);
  usePageTitle(t("password.changeTitle"));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems: Errors = {
      ...(current === "" ? { current: [t("password.fillPassword")] } : {}),
      ...typingProblems(value, { fill: t("password.fillPassword"), differ: say("passwordsDiffer") }),
    };
    setFieldErrors(problems);
    setErrors([]);
    setDone(undefined);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      setDone((await changePassword(current, value.password)).message);
      setCurrent("");
      setValue(NO_PASSWORD);
    } catch (error) {
      const sorted = sortRefusal(error, lang, OWNERS, t("errors.network"));
      setFieldErrors(sorted.fields);
      setErrors(sorted.rest);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth auth--single">
      <form className="card auth__card" onSubmit={submit} noValidate>
        <h1 className="page-title">{t("password.changeTitle")}</h1>
        {user && <p className="muted">{t("password.account", { login: user.login })}</p>}
        <p className="muted">{t("password.changeLead")}</p>
        <FormField label={t("password.currentPassword")} errors={fieldErrors.current} required>
          {(control) => (
            <input
              {...control}
              name="current-password"
              type="password"
              className="input"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          )}
        </FormField>
        <NewPasswordFields value={value} errors={fieldErrors} onChange={setValue} />
        <ErrorList messages={errors} className="auth__errors" />
        <BusyButton type="submit" busy={busy} className="btn--block">
          {t("password.change")}
        </BusyButton>
        <div aria-live="polite">
          {done !== undefined && (
            <p className="notice notice--success" data-testid="password-changed">
              {done}
            </p>
          )}
        </div>
      </form>
    </div>
  );
}
