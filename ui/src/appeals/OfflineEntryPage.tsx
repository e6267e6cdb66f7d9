import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { actionsColumn, type DataColumn, DataTable, RowButton } from "../components/DataTable";
import { FormField } from "../components/FormField";
import { customerRegisterPage } from "../register/registerFilters";
import { usePageTitle } from "../shell/usePageTitle";
import type { CustomerSummary } from "@portal/domain/cabinet/customerSummary";
import { searchCustomers } from "../cabinet/cabinetApi";
import { APPLICATION_FORMS } from "./forms/catalogue";
import { OFFLINE_FORMS } from "./forms/formPages";

const FORMS = APPLICATION_FORMS.filter((form) => (OFFLINE_FORMS as readonly string[]).includes(form.path));

/**
 * Offline entry (/staff/new, spec 6): staff find a customer by tax id, PINFL or name, choose
 * them, then the application to fill in for them.
 */
export default function OfflineEntryPage() {
  const { t } = useTranslation();
  usePageTitle(t("work.offline.title"));
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<readonly CustomerSummary[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<CustomerSummary | undefined>(undefined);

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    try {
      setFound((await searchCustomers(query.trim())).data);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const customerColumns: DataColumn<CustomerSummary>[] = [
    { header: t("work.inbox.customerId"), cell: (customer) => customer.name },
    { header: t("work.offline.tin"), cellClass: "mono", cell: (customer) => customer.tin },
    { header: t("work.offline.pin"), cellClass: "mono", cell: (customer) => customer.pin ?? "—" },
    actionsColumn(t("common.actions"), (customer) => (
      <RowButton
        variant="primary"
        aria-label={`${t("work.offline.choose")}: ${customer.name}`}
        onClick={() => setChosen(customer)}
      >
        {t("work.offline.choose")}
      </RowButton>
    )),
  ];

  return (
    <>
      <h1 className="page-title">{t("work.offline.title")}</h1>
      {chosen ? (
        <section className="card" aria-labelledby="offline-chosen">
          <h2 className="section-title" id="offline-chosen" data-testid="offline-customer">
            {t("work.offline.chosen", { name: chosen.name })} · <span className="mono">{chosen.tin}</span>
          </h2>
          <p className="page-links">
            <button type="button" className="btn btn--link" onClick={() => setChosen(undefined)}>
              {t("work.offline.change")}
            </button>
            <Link to={customerRegisterPage(chosen.id)} data-testid="offline-register">
              {t("work.offline.register")}
            </Link>
          </p>
          <h3 className="section-title">{t("work.offline.form")}</h3>
          <ul className="service-grid" data-testid="offline-forms">
            {FORMS.map((form) => (
              <li key={form.path} className="card service-card">
                <h4 className="service-card__title">
                  <Link to={`/staff/new/${chosen.id}/${form.path}`}>{t(`forms.${form.key}.title`)}</Link>
                </h4>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="card">
          <form className="inline-form" onSubmit={search}>
            <FormField label={t("work.offline.search")}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  type="search"
                  name="customer"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                />
              )}
            </FormField>
            <BusyButton type="submit" busy={busy}>
              {t("work.inbox.filter")}
            </BusyButton>
          </form>
          {failed && (
            <p className="notice notice--error" role="alert">
              {t("errors.loadFailed")}
            </p>
          )}
          {found !== undefined &&
            (found.length === 0 ? (
              <p className="empty" role="status">
                {t("work.offline.none")}
              </p>
            ) : (
              <DataTable
                items={found}
                columns={customerColumns}
                rowKey={(customer) => customer.id}
                caption={t("work.offline.search")}
                testId="offline-customers"
              />
            ))}
        </section>
      )}
    </>
  );
}
