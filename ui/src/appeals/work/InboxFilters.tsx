import { APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import type { Branch } from "@portal/domain/catalogue/lookups";
import { APPEAL_KINDS } from "@portal/domain/appeals/destinations";
import { isCalendarDate } from "@portal/domain/shared/rules";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import * as catalogue from "../../catalogue/catalogueApi";
import { FilterDay, FilterSelect } from "../../components/FilterFields";
import type { InboxFilter } from "../appealsApi";

/** The inbox shows every appeal but drafts (docs/decisions.md), so drafts are no filter. */
const INBOX_STATUSES = APPEAL_STATUSES.filter((status) => status !== "draft");

/** The staff inbox's filters: applied together when 'search' is pressed. */
export function InboxFilters({ onApply }: { readonly onApply: (filter: InboxFilter) => void }) {
  const { t } = useTranslation();
  const ids = useId();
  const [filter, setFilter] = useState<InboxFilter>({ sort: "newest" });
  const [branches, setBranches] = useState<readonly Branch[]>([]);
  useEffect(() => {
    catalogue.branches().then(setBranches, () => setBranches([]));
  }, []);
  const set = (key: keyof InboxFilter) => (event: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: event.target.value }));
  /** A filter day counts once it is a real day; a half-typed one filters nothing. */
  const setDay = (key: "from" | "to") => (day: string) =>
    setFilter((f) => ({ ...f, [key]: isCalendarDate(day) ? day : undefined }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter);
  };
  const all = t("work.inbox.all");
  return (
    <form className="card inbox-filters" onSubmit={apply} data-testid="inbox-filters">
      <FilterSelect
        label={t("work.inbox.kind")}
        all={all}
        value={filter.kind ?? ""}
        choices={APPEAL_KINDS.map((kind) => ({ value: kind, label: t(`appeals.kinds.${kind}`) }))}
        onChange={set("kind")}
      />
      <FilterSelect
        label={t("work.inbox.status")}
        all={all}
        value={filter.status ?? ""}
        choices={INBOX_STATUSES.map((status) => ({ value: status, label: t(`appeals.statuses.${status}`) }))}
        onChange={set("status")}
      />
      <FilterSelect
        label={t("work.inbox.branch")}
        all={all}
        value={filter.branch_id ?? ""}
        choices={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        onChange={set("branch_id")}
      />
      <label>
        {t("work.inbox.customer")}
        <input className="input" value={filter.customer ?? ""} onChange={set("customer")} />
      </label>
      <FilterDay
        id={`${ids}-from`}
        label={t("work.inbox.from")}
        value={filter.from ?? ""}
        onChange={setDay("from")}
      />
      <FilterDay
        id={`${ids}-to`}
        label={t("work.inbox.to")}
        value={filter.to ?? ""}
        onChange={setDay("to")}
      />
      <label>
        {t("work.inbox.sort")}
        <select className="input" value={filter.sort ?? "newest"} onChange={set("sort")}>
          <option value="newest">{t("work.inbox.newest")}</option>
          <option value="oldest">{t("work.inbox.oldest")}</option>
        </select>
      </label>
      <button type="submit" className="btn btn--primary">
        {t("work.inbox.filter")}
      </button>
    </form>
  );
}
