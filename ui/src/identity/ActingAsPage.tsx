import type { AccountChoice } from "@portal/domain/identity/oneIdSignIn";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { SessionUser } from "../api/portal";
import { PageLoading } from "../components/Spinner";
import { alertTextOf } from "../logic/serverErrors";
import { useSession } from "../session/SessionContext";
import { homeOf } from "../session/roles";
import { usePageTitle } from "../shell/usePageTitle";
import { AccountChooser } from "./AccountChooser";
import { accountChoices } from "./oneIdApi";

/** A OneID sign-in's switch between the person's own account and their companies'. */
export default function ActingAsPage() {
  const { t } = useTranslation();
  const { adopt } = useSession();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<readonly AccountChoice[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  usePageTitle(t("oneid.switchTitle"));

  useEffect(() => {
    accountChoices().then(
      (answer) => setChoices(answer.data),
      (failure: unknown) => setError(alertTextOf(failure, t("errors.server"))),
    );
  }, [t]);

  const acting = (user: SessionUser) => {
    adopt(user);
    navigate(homeOf(user.role), { replace: true });
  };

  return (
    <div className="page">
      <h1 className="page-title">{t("oneid.switchTitle")}</h1>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {!error && choices === undefined && <PageLoading />}
      {choices !== undefined && choices.length < 2 && <p className="muted">{t("oneid.noChoices")}</p>}
      {choices !== undefined && choices.length >= 2 && <AccountChooser choices={choices} onActing={acting} />}
    </div>
  );
}
