import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { PageLoading } from "../components/Spinner";
import { OfflineCustomerProvider } from "./forms/offlineCustomer";
import { useCustomerForEntry } from "./work/useAppeal";
import { FORM_PAGES, isFormPath, OFFLINE_FORMS } from "./forms/formPages";
import NotFoundPage from "../pages/NotFoundPage";

/**
 * An application form filled by staff for a customer (/staff/new/{customer}/{form}): the
 * customer's form in offline mode (spec 6), saved with their user id and is_offline = 1;
 * after saving, staff land on the destinations of spec 2.
 */
export default function OfflineFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const form = params.form;
  const customer = useCustomerForEntry(Number(params.customerId));
  // The form's chunk loads while the customer does (components/preloadable.ts).
  if (isFormPath(form)) void FORM_PAGES[form].preload();
  if (!isFormPath(form) || !(OFFLINE_FORMS as readonly string[]).includes(form)) return <NotFoundPage />;
  if (customer === false) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (customer === undefined) return <PageLoading />;
  const Page = FORM_PAGES[form];
  return (
    <OfflineCustomerProvider customer={customer}>
      <p className="page-links" data-testid="offline-customer">
        {t("work.offline.chosen", { name: customer.name })} · <span className="mono">{customer.tin}</span> ·{" "}
        <Link to="/staff/new">{t("work.offline.change")}</Link>
      </p>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </OfflineCustomerProvider>
  );
}
