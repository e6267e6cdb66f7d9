import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useNavigate } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { FormField } from "../components/FormField";
import { portalConfig } from "../config";
import { OneIdButton } from "./OneIdButton";
import { signInErrorKey } from "./signIn";
import { alertTextOf, statusOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { homeOf } from "../session/roles";
import { usePageTitle } from "../shell/usePageTitle";

const DEMO_ACCOUNTS = ["demo.person", "demo.company", "demo.staff", "demo.reviewer", "demo.admin"] as const;
const DEMO_PASSWORD = "Demo12345!";

/** Sign-in for real and demo accounts, with a clear word on a wrong password or too many tries. */
export default function SignInPage() {
  const { t } = useTranslation();
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  usePageTitle(t("auth.title"));

  if (user) return <Navigate to={from ?? homeOf(user.role)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors([]);
    if (login.trim() === "" || password === "") {
      setErrors([t("auth.fillBoth")]);
      return;
    }
    setBusy(true);
    try {
      const signedIn = await signIn(login, password);
      navigate(from ?? homeOf(signedIn.role), { replace: true });
    } catch (error) {
      const key = signInErrorKey(statusOf(error));
      // A rate limit's answer says how long to wait; keep the server's words for it.
      setErrors([key === "auth.tooMany" ? alertTextOf(error, t(key)) : t(key)]);
      setBusy(false);
    }
  }

  return (
    <div className="auth">
      <form className="card auth__card" onSubmit={submit} noValidate>
        <h1 className="page-title">{t("auth.title")}</h1>
        {portalConfig().oneId && <OneIdButton />}
        <FormField label={t("auth.login")} required>
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
        <FormField label={t("auth.password")} required>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              className="input"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <ErrorList messages={errors} className="auth__errors" />
        <BusyButton type="submit" busy={busy} className="btn--block">
          {t("auth.submit")}
        </BusyButton>
        <p className="auth__links">
          <Link to="/password/forgot">{t("password.forgotLink")}</Link>
        </p>
      </form>
      {portalConfig().showDemoAccounts && (
        <aside className="card auth__demo" aria-labelledby="demo-title">
          <h2 id="demo-title" className="section-title">
            {t("auth.demoTitle")}
          </h2>
          <p className="muted">{t("auth.demoText", { password: DEMO_PASSWORD })}</p>
          <ul className="demo-list">
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account} className="demo-list__item">
                <button
                  type="button"
                  className="btn btn--link"
                  onClick={() => {
                    setLogin(account);
                    setPassword(DEMO_PASSWORD);
                  }}
                >
                  {account}
                </button>
                <span className="muted"> — {t(`auth.demoRoles.${account.slice(5)}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
