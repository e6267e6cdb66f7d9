import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { useCustomerForEntry } from "./work/useAppeal";
import { PageLoading } from "../components/Spinner";
import { RegisterView } from "../register/SelfDevicesPage";

/**
 * A customer's register as staff see it from offline entry (/staff/customers/{id}/register):
 * the register page read-only, the customer named as offline entry names them.
 */
export default function OfflineRegisterPage() {
  const { t } = useTranslation();
  const params = useParams();
  const customer = useCustomerForEntry(Number(params.customerId));
  if (customer === false)
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  if (customer === undefined) return <PageLoading />;
  return <RegisterView customer={customer} />;
}
