import { useTranslation } from "react-i18next";
import type { AppealParties } from "../appealsApi";

/** Whom the appeal is for, at the top of a staff or reviewer page: the name, and a company's TIN. */
export function AppealCustomer({ customer }: { readonly customer: AppealParties["customer"] }) {
  const { t } = useTranslation();
  if (!customer) return null;
  return (
    <p className="appeal-customer" data-testid="appeal-customer">
      <span className="muted">{t("work.customerOf")}:</span> <strong>{customer.name}</strong>
      {customer.tin && (
        <span className="appeal-customer__tin">
          {" "}
          · {t("work.customerTin")} <span className="mono">{customer.tin}</span>
        </span>
      )}
    </p>
  );
}
