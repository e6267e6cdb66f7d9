import { initialOffer } from "../state/offer";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OfferCheckbox } from "../components/OfferCheckbox";
import { portalConfig } from "../config";
import { usePageTitle } from "../shell/usePageTitle";

/**
 * The public offer: a link to the document and the offer checkbox as every application
 * form shows it (spec 2.18), so a customer can read and accept it before applying.
 */
export default function OfferPage() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState(initialOffer(1));
  const { baseUrl, offerPath } = portalConfig();
  usePageTitle(t("offer.pageTitle"));
  return (
    <>
      <h1 className="page-title">{t("offer.pageTitle")}</h1>
      <div className="card">
        <p>{t("offer.intro")}</p>
        <p>
          <a href={`${baseUrl}${offerPath}`} target="_blank" rel="noopener">
            {t("offer.openDocument")}
          </a>
        </p>
        <OfferCheckbox offer={offer} onChange={setOffer} />
        {offer.accepted && !offer.modalOpen && (
          <p className="notice notice--success" role="status">
            {t("offer.accepted")}
          </p>
        )}
      </div>
    </>
  );
}
