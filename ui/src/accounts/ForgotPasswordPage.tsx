import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { alertTextOf, statusOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { homeOf } from "../session/roles";
import { usePageTitle } from "../shell/usePageTitle";
import { forgotPassword } from "./accountsApi";

/**
 * "Forgot password": a login or an e-mail address. The answer is the same whether an account
 * exists or not (nobody learns which logins do); only too many requests are refused.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [login, setLogin] = useState("");
  const [fieldErrors, setFieldErrors] = useState<string[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | undefined>(undefined);
  usePageTitle(t("password.forgotTitle"));

  if (user) return <Navigate to={homeOf(user.role)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    setFieldErrors(login.trim() === "" ? [t("password.fillLogin")] : []);
    if (login.trim() === "") return;
    setBusy(true);
    try {
      setDone((await forgotPassword(login.trim())).message);
    } catch (error) {
      const fallback = statusOf(error) === 429 ? t("auth.tooMany") : t("errors.network");
      setErrors([alertTextOf(error, fallback)]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="auth auth--single">
      <div className="card auth__card">
        <h1 className="page-title">{t("password.forgotTitle")}</h1>
        {done !== undefined ? (
          <p className="notice notice--success" role="status" data-testid="reset-requested">
            {done}
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <p className="muted">{t("password.forgotLead")}</p>
            <FormField label={t("password.loginOrEmail")} errors={fieldErrors} required>
              {(control) => (
                <input
                  {...control}
                  name="login"
                  className="input"
                  autoComplete="username"
                  value={login}
                  onChange={(event) => setLogin(event.target.value)}
                />
              )}
            </FormField>
            <ErrorList messages={errors} className="auth__errors" />
            <BusyButton type="submit" busy={busy} className="btn--block">
              {t("password.send")}
            </BusyButton>
          </form>
        )}
        <p className="auth__links">
          <Link to="/login">{t("password.backToSignIn")}</Link>
        </p>
      </div>
    </div>
  );
}
