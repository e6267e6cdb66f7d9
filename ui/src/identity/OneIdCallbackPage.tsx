import type { AccountChoice } from "@portal/domain/identity/oneIdSignIn";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import type { SessionUser } from "../api/portal";
import { Spinner } from "../components/Spinner";
import { useDomainText } from "../i18n/useDomainText";
import { alertTextOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { homeOf } from "../session/roles";
import { usePageTitle } from "../shell/usePageTitle";
import { AccountChooser } from "./AccountChooser";
import { finishOneId } from "./oneIdApi";

type Stage =
  | { readonly name: "finishing" }
  | { readonly name: "failed"; readonly message: string }
  | { readonly name: "choosing"; readonly choices: readonly AccountChoice[] };

/**
 * Where OneID sends the person back (`redirect_uri`): finishes the sign-in with the code and
 * state, then lets a person who represents companies choose whom to act for.
 */
export default function OneIdCallbackPage() {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const { adopt } = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [stage, setStage] = useState<Stage>({ name: "finishing" });
  const started = useRef(false);
  usePageTitle(t("auth.title"));

  useEffect(() => {
    // A code works once: React's second effect run in development must not send it again.
    if (started.current) return;
    started.current = true;
    const code = search.get("code");
    const state = search.get("state");
    if (!code || !state) {
      setStage({ name: "failed", message: say("oneIdCancelled") });
      return;
    }
    // The code and state leave the address bar: a reload must not send them again.
    window.history.replaceState(null, "", window.location.pathname);
    finishOneId(code, state).then(
      (answer) => {
        const user = answer.data as SessionUser;
        adopt(user);
        if (answer.accounts.length > 1) setStage({ name: "choosing", choices: answer.accounts });
        else navigate(homeOf(user.role), { replace: true });
      },
      (error: unknown) => setStage({ name: "failed", message: alertTextOf(error, t("errors.server")) }),
    );
  }, [search, say, adopt, navigate, t]);

  const acting = (user: SessionUser) => {
    adopt(user);
    navigate(homeOf(user.role), { replace: true });
  };

  return (
    <div className="auth">
      <section className="card auth__card" aria-live="polite">
        {stage.name === "finishing" && (
          <>
            <h1 className="page-title">{t("oneid.finishing")}</h1>
            <Spinner label={t("oneid.finishing")} />
          </>
        )}
        {stage.name === "failed" && (
          <>
            <h1 className="page-title">{t("oneid.failedTitle")}</h1>
            <p className="notice notice--error" role="alert">
              {stage.message}
            </p>
            <Link className="btn btn--primary" to="/login">
              {t("oneid.again")}
            </Link>
          </>
        )}
        {stage.name === "choosing" && (
          <>
            <h1 className="page-title">{t("oneid.chooseTitle")}</h1>
            <p className="muted">{t("oneid.chooseText")}</p>
            <AccountChooser choices={stage.choices} onActing={acting} />
          </>
        )}
      </section>
    </div>
  );
}
