import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { usePageTitle } from "../shell/usePageTitle";

/** Staff and reviewers: their work area arrives with its own issue; this holds its place. */
export default function StaffPage() {
  const { t } = useTranslation();
  usePageTitle(t("staff.title"));
  return (
    <>
      <h1 className="page-title">{t("staff.title")}</h1>
      <div className="card placeholder" data-testid="staff-placeholder">
        <p>{t("staff.placeholder")}</p>
        <ul className="placeholder__list">
          <li>{t("staff.soon.offline")}</li>
          <li>{t("staff.soon.contracts")}</li>
          <li>{t("staff.soon.review")}</li>
        </ul>
        <Link to="/application/expected">{t("nav.myApplications")}</Link>
      </div>
    </>
  );
}
