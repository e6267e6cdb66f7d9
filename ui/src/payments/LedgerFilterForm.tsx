import type { Branch } from "@portal/domain/catalogue/lookups";
import { PAYMENT_PROVIDERS, PAYMENT_STATES } from "@portal/domain/payments/payment";
import { isCalendarDate } from "@portal/domain/shared/rules";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../components/DateField";
import { filtersOf, type LedgerFilters } from "./ledgerFilters";
import { PROVIDER_NAMES } from "./providers";

/** The form's values: the selects' text as chosen, the days as typed ("" for none). */
type Draft = Record<"from" | "to" | "branch_id" | "provider" | "state", string>;

const draftOf = (filters: LedgerFilters): Draft => ({
  from: filters.from ?? "",
  to: filters.to ?? "",
  branch_id: filters.branch_id === undefined ? "" : String(filters.branch_id),
  provider: filters.provider ?? "",
  state: filters.state ?? "",
});

/**
 * The ledger's filters: the period (Tashkent days the transactions were made), branch, payment
 * system and state, applied together; `onApply` gets them as the address will carry them. A
 * half-typed day filters nothing.
 */
export function LedgerFilterForm({
  filters,
  branches,
  onApply,
}: {
  readonly filters: LedgerFilters;
  readonly branches: readonly Branch[];
  readonly onApply: (filters: LedgerFilters) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [name]: event.target.value }));
  const setDay = (name: "from" | "to") => (day: string) => setDraft((d) => ({ ...d, [name]: day }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const days = {
      from: isCalendarDate(draft.from) ? draft.from : "",
      to: isCalendarDate(draft.to) ? draft.to : "",
    };
    onApply(filtersOf(new URLSearchParams({ ...draft, ...days })));
  };
  const all = <option value="">{t("payments.ledger.all")}</option>;
  return (
    <form className="card inbox-filters ledger-filters" onSubmit={apply} data-testid="ledger-filters">
      <div className="inbox-filters__field">
        <label htmlFor={`${ids}-from`}>{t("payments.ledger.from")}</label>
        <DateField id={`${ids}-from`} value={draft.from} onChange={setDay("from")} />
      </div>
      <div className="inbox-filters__field">
        <label htmlFor={`${ids}-to`}>{t("payments.ledger.to")}</label>
        <DateField id={`${ids}-to`} value={draft.to} onChange={setDay("to")} />
      </div>
      <label>
        {t("payments.ledger.branch")}
        <select className="input" value={draft.branch_id} onChange={set("branch_id")}>
          {all}
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("payments.ledger.provider")}
        <select className="input" value={draft.provider} onChange={set("provider")}>
          {all}
          {PAYMENT_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {PROVIDER_NAMES[provider]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("payments.ledger.state")}
        <select className="input" value={draft.state} onChange={set("state")}>
          {all}
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`payments.transactionStates.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn--primary">
        {t("payments.ledger.filter")}
      </button>
    </form>
  );
}
