import { APPEAL_STATUSES } from "@portal/domain/appeals/lifecycle";
import type { Branch } from "@portal/domain/catalogue/lookups";
import { APPEAL_KINDS } from "@portal/domain/appeals/destinations";
import { isCalendarDate } from "@portal/domain/shared/rules";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import * as catalogue from "../../catalogue/catalogueApi";
import { DateField } from "../../components/DateField";
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
  const all = <option value="">{t("work.inbox.all")}</option>;
  return (
    <form className="card inbox-filters" onSubmit={apply} data-testid="inbox-filters">
      <label>
        {t("work.inbox.kind")}
        <select className="input" value={filter.kind ?? ""} onChange={set("kind")}>
          {all}
          {APPEAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`appeals.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("work.inbox.status")}
        <select className="input" value={filter.status ?? ""} onChange={set("status")}>
          {all}
          {INBOX_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`appeals.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("work.inbox.branch")}
        <select className="input" value={filter.branch_id ?? ""} onChange={set("branch_id")}>
          {all}
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("work.inbox.customer")}
        <input className="input" value={filter.customer ?? ""} onChange={set("customer")} />
      </label>
      <div className="inbox-filters__field">
        <label htmlFor={`${ids}-from`}>{t("work.inbox.from")}</label>
        <DateField id={`${ids}-from`} value={filter.from ?? ""} onChange={setDay("from")} />
      </div>
      <div className="inbox-filters__field">
        <label htmlFor={`${ids}-to`}>{t("work.inbox.to")}</label>
        <DateField id={`${ids}-to`} value={filter.to ?? ""} onChange={setDay("to")} />
      </div>
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
