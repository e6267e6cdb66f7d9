import { closePersonalDataModal, openPersonalDataModal } from "../state/personalDataModal";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { useDomainText } from "../i18n/useDomainText";
import { EditDataModal } from "./EditDataModal";

export interface GeneralDataCardProps {
  readonly info: UserInfo;
  readonly onInfo: (info: UserInfo) => void;
  readonly corporate: boolean;
  /** The read-only fields of this kind of customer. */
  readonly children: ReactNode;
}

/**
 * The general data both cabinets open with (spec 2.16, 2.17): the title, the read-only
 * fields, and the edit button with the edit-data modal it opens.
 */
export function GeneralDataCard({ info, onInfo, corporate, children }: GeneralDataCardProps) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const titleId = useId();
  const [modal, setModal] = useState(closePersonalDataModal());
  return (
    <section className="card" aria-labelledby={titleId}>
      <div className="card__header">
        <h2 className="card__title" id={titleId}>
          {say("generalData")}
        </h2>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => setModal(openPersonalDataModal())}
        >
          {t("cabinet.edit")}
        </button>
      </div>
      <dl className="readonly-grid" data-testid="identity">
        {children}
      </dl>
      <EditDataModal state={modal} onState={setModal} info={info} onSaved={onInfo} corporate={corporate} />
    </section>
  );
}
