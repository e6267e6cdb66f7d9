import { useTranslation } from "react-i18next";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { ReadOnlyField } from "../components/FormField";
import { formatDay, formatPhone } from "../logic/format";
import { AddressCard } from "./AddressCard";
import { GeneralDataCard } from "./GeneralDataCard";

/** A private person's cabinet (spec 2.16, second part): identity read-only, address split. */
export function PersonCabinet({
  info,
  onInfo,
}: {
  readonly info: UserInfo;
  readonly onInfo: (info: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const passport = [info.passport_seria, info.passport_no].filter(Boolean).join(" ");
  return (
    <div className="stack">
      <GeneralDataCard info={info} onInfo={onInfo} corporate={false}>
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
      </GeneralDataCard>
      <AddressCard title={t("cabinet.permanentAddress")} address={info.address} />
    </div>
  );
}
