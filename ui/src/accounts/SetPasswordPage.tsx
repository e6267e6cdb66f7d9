import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { useDomainText } from "../i18n/useDomainText";
import { usePageTitle } from "../shell/usePageTitle";
import { setPassword } from "./accountsApi";
import { NewPasswordFields, NO_PASSWORD, typingProblems } from "./NewPasswordFields";
import { sortRefusal } from "./refusals";

/** The rule's messages go under the password; a link's refusal (unknown, used, expired) above the button. */
const OWNERS = {
  password: ["passwordTooShort", "passwordTooLong", "passwordNeedsLetterAndDigit", "passwordIsLogin"],
} as const;

/**
 * The page a one-time link opens (`/password/set?token=…`): a new password, typed twice. The
 * link works once; a used, expired or unknown one is refused with a way to ask for a new one.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const token = useSearchParams()[0].get("token") ?? "";
  const [value, setValue] = useState(NO_PASSWORD);
  const [fieldErrors, setFieldErrors] = useState<{ password?: string[]; repeat?: string[] }>({});
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>(undefined);
  usePageTitle(t("password.setTitle"));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = typingProblems(value, {
      fill: t("password.fillPassword"),
      differ: say("passwordsDiffer"),
    });
    setFieldErrors(problems);
    setErrors([]);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      setDone((await setPassword(token, value.password)).message);
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
      <div className="card auth__card">
        <h1 className="page-title">{t("password.setTitle")}</h1>
        {done !== undefined ? (
          <div data-testid="password-set">
            <p className="notice notice--success" role="status">
              {done}
            </p>
            <p className="form-actions form-actions--start">
              <Link className="btn btn--primary" to="/login">
                {t("password.signIn")}
              </Link>
            </p>
          </div>
        ) : token === "" ? (
          <>
            <p className="notice notice--error" role="alert">
              {say("passwordLinkUnknown")}
            </p>
            <p className="auth__links">
              <Link to="/password/forgot">{t("password.newLink")}</Link>
            </p>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className="muted">{t("password.setLead")}</p>
            <NewPasswordFields value={value} errors={fieldErrors} onChange={setValue} />
            <ErrorList messages={errors} className="auth__errors" />
            {errors.length > 0 && (
              <p className="auth__links">
                <Link to="/password/forgot">{t("password.newLink")}</Link>
              </p>
            )}
            <BusyButton type="submit" busy={busy} className="btn--block">
              {t("password.save")}
            </BusyButton>
          </form>
        )}
      </div>
    </div>
  );
}
