import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { usePageTitle } from "../shell/usePageTitle";

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t("errors.notFoundTitle"));
  return (
    <div className="card card--narrow">
      <h1 className="page-title">{t("errors.notFoundTitle")}</h1>
      <p>{t("errors.notFound")}</p>
      <Link to="/" className="btn btn--primary">
        {t("nav.home")}
      </Link>
    </div>
  );
}
