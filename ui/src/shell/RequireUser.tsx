import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useLocation } from "react-router-dom";
import type { Role } from "../api/portal";
import { PageLoading } from "../components/Spinner";
import { useSession } from "../session/SessionContext";

/** A page for signed-in users of the given roles; others go to sign in, or see a refusal. */
export function RequireUser({
  roles,
  children,
}: {
  readonly roles: readonly Role[];
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  if (user === undefined) return <PageLoading />;
  if (user === null) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!roles.includes(user.role))
    return (
      <div className="card">
        <h1 className="page-title">{t("errors.forbiddenTitle")}</h1>
        <p>{t("errors.forbidden")}</p>
      </div>
    );
  return <>{children}</>;
}
