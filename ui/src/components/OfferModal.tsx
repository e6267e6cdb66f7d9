import { useTranslation } from "react-i18next";
import { portalConfig } from "../config";
import { useDomainText } from "../i18n/useDomainText";
import { Modal } from "./Modal";

/**
 * The public offer (spec 2.18): the offer page of the base address in a frame, and
 * 'Roziman' (I agree), which closes the modal.
 */
export function OfferModal({
  open,
  onAgree,
  onClose,
}: {
  readonly open: boolean;
  readonly onAgree: () => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const { say, lang } = useDomainText();
  const { baseUrl, offerPath } = portalConfig();
  return (
    <Modal
      open={open}
      title={say("offerTitle")}
      onClose={onClose}
      size="large"
      name="offer-modal"
      footer={
        <button type="button" className="btn btn--primary" onClick={onAgree} data-autofocus>
          {say("agree")}
        </button>
      }
    >
      <iframe className="offer-frame" title={t("offer.frameTitle")} src={`${baseUrl}${offerPath}#${lang}`} />
    </Modal>
  );
}
