import { type AppealMode, modeRules } from "../state/modes";
import { agreeToOffer, type OfferState, tickOffer } from "../state/offer";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { OfferModal } from "./OfferModal";

export interface OfferCheckboxProps {
  readonly offer: OfferState;
  readonly onChange: (offer: OfferState) => void;
  /** Mode 2 hides the checkbox; its offer is pre-accepted (spec 4, `initialOffer`). */
  readonly mode?: AppealMode;
  /** The form's message when the offer is not accepted ('Ommaviy offertaga rozilik bildiring'). */
  readonly error?: string | undefined;
}

/**
 * The public-offer checkbox every application form reuses (spec 2.18 and 4): ticking it
 * accepts and opens the offer modal; 'Roziman' closes it, accepted.
 */
export function OfferCheckbox({ offer, onChange, mode = 1, error }: OfferCheckboxProps) {
  const { t } = useTranslation();
  const id = useId();
  if (modeRules(mode).offerCheckboxHidden) return null;
  return (
    <div className={`offer-checkbox${error ? " offer-checkbox--invalid" : ""}`}>
      <input
        id={id}
        type="checkbox"
        className="checkbox"
        checked={offer.accepted}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(tickOffer(offer, event.target.checked))}
      />
      <label htmlFor={id}>{t("offer.checkbox")}</label>
      {error && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
      <OfferModal
        open={offer.modalOpen}
        onAgree={() => onChange(agreeToOffer(offer))}
        onClose={() => onChange({ ...offer, modalOpen: false })}
      />
    </div>
  );
}
