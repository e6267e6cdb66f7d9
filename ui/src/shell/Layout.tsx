import { type ComponentType, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router-dom";
import { PageLoading } from "../components/Spinner";
import { Header } from "./Header";
import { SupportPhone } from "./SupportPhone";

/** Every page: skip link, header (with the notification `bell` of whoever gets notifications), the page itself (loaded on demand), footer. */
export function Layout({ bell }: { readonly bell?: ComponentType }) {
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <Header bell={bell} />
      <main id="main" className="main container" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="footer">
        <div className="container footer__inner">
          <SupportPhone />
          <p className="footer__links">
            <Link to="/offer">{t("nav.offer")}</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/feedback">{t("nav.feedback")}</Link>
            <span aria-hidden="true"> · </span>
            <Link to="/check">{t("check.link")}</Link>
          </p>
          <p className="footer__copy">{t("app.footer")}</p>
        </div>
      </footer>
    </div>
  );
}
