import type { BankRequisite } from "@portal/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { UserInfo } from "@portal/domain/cabinet/userInfo";
import { ReadOnlyField } from "../components/FormField";
import { RequisitesChooser } from "../components/RequisitesChooser";
import { formatPhone, fullName } from "../logic/format";
import { AddressCard } from "./AddressCard";
import { BankAccounts } from "./BankAccounts";
import { GeneralDataCard } from "./GeneralDataCard";

/** A legal entity's cabinet (spec 2.16): general data, registered address, bank accounts, requisites. */
export function CompanyCabinet({
  info,
  onInfo,
}: {
  readonly info: UserInfo;
  readonly onInfo: (info: UserInfo) => void;
}) {
  const { t } = useTranslation();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [chosen, setChosen] = useState<BankRequisite | undefined>(undefined);
  return (
    <div className="stack">
      <GeneralDataCard info={info} onInfo={onInfo} corporate>
        <ReadOnlyField label={t("cabinet.companyName")} value={info.company_name} />
        <ReadOnlyField label={t("cabinet.companyTin")} value={info.company_tin} />
        <ReadOnlyField label={t("requisites.oked")} value={info.oked} />
        <ReadOnlyField label={t("cabinet.director")} value={fullName(info)} />
        <ReadOnlyField label={t("cabinet.tin")} value={info.tin} />
        <ReadOnlyField label={t("cabinet.phone")} value={formatPhone(info.users.phone)} />
        <ReadOnlyField label={t("cabinet.email")} value={info.users.email} />
      </GeneralDataCard>
      <AddressCard title={t("cabinet.registeredAddress")} address={info.company_address} />
      <BankAccounts userId={info.user_id} initial={info.accounts} />
      <section className="card" aria-labelledby="requisites-title">
        <div className="card__header">
          <h2 className="card__title" id="requisites-title">
            {t("requisites.title")}
          </h2>
          <button type="button" className="btn btn--secondary" onClick={() => setChooserOpen(true)}>
            {t("requisites.open")}
          </button>
        </div>
        <p className="muted">{t("requisites.explain")}</p>
        {chosen && (
          <p data-testid="chosen-requisite">
            {t("requisites.chosenLine", { bank: chosen.bank_name, account: chosen.account_number })}
          </p>
        )}
      </section>
      <RequisitesChooser
        open={chooserOpen}
        chosenId={chosen?.id}
        onChoose={setChosen}
        onClose={() => setChooserOpen(false)}
      />
    </div>
  );
}
