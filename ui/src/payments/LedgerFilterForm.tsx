import type { Branch } from "@portal/domain/catalogue/lookups";
import { PAYMENT_PROVIDERS, PAYMENT_STATES } from "@portal/domain/payments/payment";
import { isCalendarDate } from "@portal/domain/shared/rules";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilterDay, FilterSelect } from "../components/FilterFields";
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
  const all = t("payments.ledger.all");
  return (
    <form className="card inbox-filters ledger-filters" onSubmit={apply} data-testid="ledger-filters">
      <FilterDay
        id={`${ids}-from`}
        label={t("payments.ledger.from")}
        value={draft.from}
        onChange={setDay("from")}
      />
      <FilterDay id={`${ids}-to`} label={t("payments.ledger.to")} value={draft.to} onChange={setDay("to")} />
      <FilterSelect
        label={t("payments.ledger.branch")}
        all={all}
        value={draft.branch_id}
        choices={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        onChange={set("branch_id")}
      />
      <FilterSelect
        label={t("payments.ledger.provider")}
        all={all}
        value={draft.provider}
        choices={PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: PROVIDER_NAMES[provider] }))}
        onChange={set("provider")}
      />
      <FilterSelect
        label={t("payments.ledger.state")}
        all={all}
        value={draft.state}
        choices={PAYMENT_STATES.map((state) => ({
          value: state,
          label: t(`payments.transactionStates.${state}`),
        }))}
        onChange={set("state")}
      />
      <button type="submit" className="btn btn--primary">
        {t("payments.ledger.filter")}
      </button>
    </form>
  );
}
