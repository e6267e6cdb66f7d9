import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/BusyButton";
import { ErrorList } from "../../components/ErrorList";
import { OfferCheckbox } from "../../components/OfferCheckbox";
import { useDomainText } from "../../i18n/useDomainText";
import { SupportPhone } from "../../shell/SupportPhone";
import { usePageTitle } from "../../shell/usePageTitle";
import type { AppealBasics } from "./useAppealBasics";

export interface FormFrameProps {
  readonly title: string;
  readonly basics: AppealBasics;
  readonly busy: boolean;
  readonly errors: readonly string[];
  readonly onSend: () => void;
  /** Buttons beside 'send' (the verification form's draft). */
  readonly extraButtons?: ReactNode;
  /** The send button's words when it does something else than send (mode 2: create a contract). */
  readonly sendLabel?: string;
  readonly children: ReactNode;
}

/**
 * What every application form has around its own fields (spec 2.1, 2.6, 2.10–2.14): the
 * title, the support phone line, the offer checkbox, the red list of every message of the
 * last attempt and the send button with its loading state.
 */
export function FormFrame({
  title,
  basics,
  busy,
  errors,
  onSend,
  extraButtons,
  sendLabel,
  children,
}: FormFrameProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  usePageTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <form className="card card--form application-form" onSubmit={submit} noValidate>
      <h1 className="page-title">{title}</h1>
      <SupportPhone />
      {children}
      <OfferCheckbox offer={basics.offer} onChange={basics.setOffer} mode={basics.offerMode} />
      <ErrorList messages={errors} className="application-form__errors" />
      <div className="form-actions">
        {extraButtons}
        <BusyButton type="submit" busy={busy}>
          {busy ? say("pleaseWait") : (sendLabel ?? t("forms.send"))}
        </BusyButton>
      </div>
    </form>
  );
}
