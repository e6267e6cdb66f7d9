import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../shell/usePageTitle";
import { APPLICATION_FORMS } from "./catalogue";

/** Where a customer chooses which application to fill in: every form of spec 2. */
export default function NewApplicationPage() {
  const { t } = useTranslation();
  usePageTitle(t("forms.newTitle"));
  return (
    <>
      <h1 className="page-title">{t("forms.newTitle")}</h1>
      <ul className="service-grid" data-testid="application-forms">
        {APPLICATION_FORMS.map((form) => (
          <li key={form.path} className="card service-card">
            <h2 className="service-card__title">
              <Link to={`/applications/${form.path}`}>{t(`forms.${form.key}.title`)}</Link>
            </h2>
            <p className="service-card__text">{t(`forms.${form.key}.lead`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
