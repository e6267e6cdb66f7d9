import { closePersonalDataModal, openPersonalDataModal } from "@portal/domain/state/personalDataModal";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfoView } from "../../api/portal";
import { ReadOnlyField } from "../../components/FormField";
import { useDomainText } from "../../i18n/useDomainText";
import { formatDay, formatPhone } from "../../logic/format";
import { AddressCard } from "./AddressCard";
import { EditDataModal } from "./EditDataModal";

/** A private person's cabinet (spec 2.16, second part): identity read-only, address split. */
export function PersonCabinet({
  info,
  onInfo,
}: {
  readonly info: UserInfoView;
  readonly onInfo: (info: UserInfoView) => void;
}) {
  const { t } = useTranslation();
  const { say } = useDomainText();
  const [modal, setModal] = useState(closePersonalDataModal());
  const passport = [info.passport_seria, info.passport_no].filter(Boolean).join(" ");
  return (
    <div className="stack">
      <section className="card" aria-labelledby="identity-title">
        <div className="card__header">
          <h2 className="card__title" id="identity-title">
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
          <ReadOnlyField label={t("cabinet.firstName")} value={info.first_name} />
          <ReadOnlyField label={t("cabinet.lastName")} value={info.last_name} />
          <ReadOnlyField label={t("cabinet.middleName")} value={info.middle_name} />
          <ReadOnlyField label={t("cabinet.tin")} value={info.tin} />
          <ReadOnlyField label={t("cabinet.phone")} value={formatPhone(info.users.phone)} />
          <ReadOnlyField label={t("cabinet.email")} value={info.users.email} />
          <ReadOnlyField label={t("cabinet.passport")} value={passport} />
          <ReadOnlyField label={t("cabinet.pin")} value={info.pin} />
          <ReadOnlyField label={t("cabinet.passportIssued")} value={formatDay(info.passport_start_date)} />
          <ReadOnlyField label={t("cabinet.passportExpires")} value={formatDay(info.passport_end_date)} />
          <ReadOnlyField label={t("cabinet.passportIssuer")} value={info.who_issued_passport} />
          <ReadOnlyField label={t("cabinet.country")} value={t("cabinet.uzbekistan")} />
        </dl>
      </section>
      <AddressCard title={t("cabinet.permanentAddress")} address={info.address} />
      <EditDataModal state={modal} onState={setModal} info={info} onSaved={onInfo} corporate={false} />
    </div>
  );
}
