import { useTranslation } from "react-i18next";
import { portalConfig } from "../config";
import { useSession } from "../session/SessionContext";
import { showsSupportPhone } from "../session/roles";

/** 'For more information call …': for customers, never in offline mode (spec 2.6, 6). */
export function SupportPhone() {
  const { t } = useTranslation();
  const { user } = useSession();
  const phones = portalConfig().supportPhones;
  if (!showsSupportPhone(user) || phones.length === 0) return null;
  return (
    <p className="support-phone" data-testid="support-phone">
      <span className="support-phone__icon" aria-hidden="true">
        ☎
      </span>{" "}
      {t("support.text")}{" "}
      {phones.map((phone, i) => (
        <span key={phone}>
          {i > 0 && ", "}
          <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
        </span>
      ))}
    </p>
  );
}
