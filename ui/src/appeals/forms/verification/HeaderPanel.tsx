import type { YearlyContract } from "@portal/domain/cabinet/yearlyContract";
import type { Branch } from "@portal/domain/catalogue/lookups";
import { percent } from "@portal/domain/shared/money";
import { applyYearlyContract, setFree, setNoNds } from "../state/appealHeader";
import { parsePercent } from "@portal/domain/shared/money";
import { DEFAULT_NDS_PERCENT } from "@portal/domain/shared/constants";
import { exemptionClaimOf } from "@portal/domain/appeals/exemption";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/FormField";
import { IdSelect } from "../../../components/IdSelect";
import { InlineCheck } from "../InlineCheck";
import { useDomainText } from "../../../i18n/useDomainText";
import { RequisitesFor } from "../RequisitesFor";
import type { AppealBasics } from "../useAppealBasics";
import type { VerificationHeader } from "./pricing";

export interface HeaderPanelProps {
  readonly header: VerificationHeader;
  readonly onChange: (header: VerificationHeader) => void;
  readonly branches: readonly Branch[];
  readonly contracts: readonly YearlyContract[];
  readonly basics: AppealBasics;
}

/** The verification form's header (spec 2.6, 4): branch, free / no-VAT, yearly contract, requisites. */
export function HeaderPanel({ header, onChange, branches, contracts, basics }: HeaderPanelProps) {
  const { t } = useTranslation();
  const { lang } = useDomainText();
  const v = (key: string) => t(`forms.verification.${key}`);

  const chooseContract = (id: number | undefined) => {
    const contract = contracts.find((c) => c.id === id);
    if (!contract) return onChange({ ...header, contract_id: undefined });
    const yearlyAppeal = {
      no_nds: contract.no_nds,
      nds: parsePercent(contract.nds) ?? percent(DEFAULT_NDS_PERCENT),
      resolution: contract.resolution,
      lawyer_note: contract.lawyer_note,
    };
    onChange(applyYearlyContract(header, { id: contract.id, yearlyAppeal }, lang));
  };

  const setYearly = (on: boolean) =>
    onChange(
      on
        ? { ...header, is_yearly: 1 }
        : { ...header, is_yearly: 0, contract_id: undefined, nds: percent(DEFAULT_NDS_PERCENT), no_nds: 0 },
    );

  const needsResolution = header.is_free === 1 || header.no_nds === 1 || header.is_yearly === 1;
  // A customer's exemption is a claim the reviewer confirms (staff entering offline confirm it themselves).
  const yearlyVatFree =
    header.is_yearly === 1 && contracts.find((c) => c.id === header.contract_id)?.no_nds === 1;
  const claims = basics.customer === undefined && exemptionClaimOf(header, yearlyVatFree) !== undefined;
  return (
    <section className="header-panel" aria-label={v("title")}>
      <div className="grid grid--2">
        <FormField label={v("branch")}>
          {(control) => (
            <IdSelect
              {...control}
              name="branch"
              options={branches}
              value={header.branch_id ?? undefined}
              onChange={(branch_id) => onChange({ ...header, branch_id })}
            />
          )}
        </FormField>
        <RequisitesFor basics={basics} />
      </div>
      <div className="header-panel__checks">
        <InlineCheck checked={header.is_free === 1} onChange={(on) => onChange(setFree(header, on))}>
          {v("isFree")}
        </InlineCheck>
        <InlineCheck checked={header.no_nds === 1} onChange={(on) => onChange(setNoNds(header, on))}>
          {v("noNds")}
        </InlineCheck>
        {contracts.length > 0 && (
          <InlineCheck checked={header.is_yearly === 1} onChange={setYearly}>
            {v("yearly")}
          </InlineCheck>
        )}
      </div>
      {claims && (
        <p className="field__hint" data-testid="claim-hint">
          {v("claimHint")}
        </p>
      )}
      {header.is_yearly === 1 && (
        <FormField label={v("contract")}>
          {(control) => (
            <IdSelect
              {...control}
              name="contract"
              options={contracts.map((c) => ({ id: c.id, name: c.contract_number }))}
              value={header.contract_id ?? undefined}
              onChange={chooseContract}
            />
          )}
        </FormField>
      )}
      {needsResolution && (
        <FormField label={v("resolution")}>
          {(control) => (
            <textarea
              {...control}
              className="input textarea"
              rows={2}
              value={header.resolution ?? ""}
              onChange={(event) => onChange({ ...header, resolution: event.target.value })}
            />
          )}
        </FormField>
      )}
    </section>
  );
}
