import { useEffect, useRef, useState } from "react";
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
  const frameHasFocus = useFrameFocus();
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
      <iframe
        ref={frameHasFocus.ref}
        className={`offer-frame${frameHasFocus.focused ? " offer-frame--focused" : ""}`}
        title={t("offer.frameTitle")}
        src={`${baseUrl}${offerPath}#${lang}`}
      />
    </Modal>
  );
}

/**
 * Whether the keyboard's focus is inside the frame: the page then loses the focus to the frame
 * (a blur of the window with the frame as the active element), which no CSS selector tells, so
 * the frame is marked by a class and drawn with the focus ring.
 */
function useFrameFocus() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const check = () => setFocused(document.activeElement !== null && document.activeElement === ref.current);
    // The active element changes after the window's blur event: look once it has.
    const onBlur = () => queueMicrotask(check);
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", check);
    document.addEventListener("focusin", check);
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", check);
      document.removeEventListener("focusin", check);
    };
  }, []);
  return { ref, focused };
}
