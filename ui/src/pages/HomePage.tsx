import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useSession } from "../session/SessionContext";
import { homeOf, isCustomer } from "../session/roles";
import { usePageTitle } from "../shell/usePageTitle";

const SERVICES = [
  "verification",
  "calibration",
  "recognition",
  "expertise",
  "kompleks",
  "selfDevices",
] as const;

/** The portal's front page: what it offers and where to start. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  usePageTitle("");
  return (
    <>
      <section className="hero">
        <h1 className="hero__title">{t("home.title")}</h1>
        <p className="hero__lead">{t("home.lead")}</p>
        <div className="hero__actions">
          {user ? (
            <Link className="btn btn--primary" to={homeOf(user.role)}>
              {isCustomer(user)
                ? t("home.toCabinet")
                : user.role === "admin"
                  ? t("home.toAdmin")
                  : t("home.toStaff")}
            </Link>
          ) : (
            <Link className="btn btn--primary" to="/login">
              {t("auth.signIn")}
            </Link>
          )}
          {user && isCustomer(user) && (
            <Link className="btn btn--primary" to="/applications/new">
              {t("nav.newApplication")}
            </Link>
          )}
          <Link className="btn btn--secondary" to="/feedback">
            {t("home.toFeedback")}
          </Link>
          <Link className="btn btn--secondary" to="/check" data-testid="home-check">
            {t("check.link")}
          </Link>
        </div>
      </section>
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="section-title">
          {t("home.servicesTitle")}
        </h2>
        <ul className="service-grid">
          {SERVICES.map((service) => (
            <li key={service} className="card service-card">
              <h3 className="service-card__title">{t(`home.services.${service}.title`)}</h3>
              <p className="service-card__text">{t(`home.services.${service}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
