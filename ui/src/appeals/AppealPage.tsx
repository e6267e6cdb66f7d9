import type { ProviderRow } from "@portal/domain/appeals/providerRow";
import { availableActions, isFormEdited, readsContracts } from "@portal/domain/appeals/lifecycle";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { preloadable } from "../components/preloadable";
import { PageLoading, Spinner } from "../components/Spinner";
import { formatDateTime } from "../logic/format";
import { AppealPayments } from "../payments/AppealPayments";
import { useSession } from "../session/SessionContext";
import { AppealResults } from "../results/AppealResults";
import { usePageTitle } from "../shell/usePageTitle";
import { AppealActions } from "./work/AppealActions";
import { AppealCustomer } from "./work/AppealCustomer";
import { AppealHistory } from "./work/AppealHistory";
import { AppealRows } from "./work/AppealRows";
import { ExemptionPanel } from "./work/ExemptionPanel";
import { ContractList } from "./work/ContractList";
import { PaperworkStep } from "./work/PaperworkStep";
import { SentBackNotice } from "./work/SentBackNotice";
import { StatusBadge } from "./work/StatusBadge";
import { type AppealContracts, useAppeal, useAppealContracts } from "./work/useAppeal";
import type { AppealDetail } from "./appealsApi";
import type { ProviderPageProps } from "./forms/ProviderPage";
import { lifecycleRole } from "./work/workApi";

/** The statuses in which an appeal has (or gets) results of the work (issue 14). */
const RESULT_STATUSES: readonly string[] = ["contracted", "invoiced", "paid", "completed"];

/** The statuses in which an appeal may have an invoice to pay, or paid. */
const INVOICED_STATUSES: readonly string[] = ["invoiced", "paid", "completed"];

// The provider form is its own route's chunk: loaded only for a provider appeal, with it.
const ProviderPage = preloadable<ProviderPageProps>(() => import("./forms/ProviderPage"));
const prepareRows = (appeal: AppealDetail) =>
  appeal.kind === "provider" ? ProviderPage.preload() : Promise.resolve();

/**
 * The appeal's rows: a provider appeal in its own form's view-only mode 2 (spec 2.8), its
 * fields as the customer filled them; every other kind in the table of rows with costs.
 */
function SavedRows({ appeal }: { readonly appeal: AppealDetail }) {
  const { t } = useTranslation();
  if (appeal.kind === "provider") {
    return (
      <Suspense fallback={<PageLoading />}>
        <ProviderPage mode={2} preloaded={appeal.devices as ProviderRow[]} />
      </Suspense>
    );
  }
  return (
    <section className="card card--flush">
      <h2 className="section-title">{t("work.rows")}</h2>
      <AppealRows appeal={appeal} />
    </section>
  );
}

/**
 * The appeal's contracts and invoices with their PDFs, for the roles that read them; when
 * they cannot be loaded, this section says so and the rest of the page stays.
 */
function Contracts({ contracts }: { readonly contracts: AppealContracts }) {
  const { t } = useTranslation();
  if (contracts === "skipped") return null;
  return (
    <section className="card card--flush" data-testid="appeal-contracts">
      <h2 className="section-title">{t("work.contracts")}</h2>
      {contracts === undefined ? (
        <Spinner />
      ) : contracts === "failed" ? (
        <div className="notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      ) : (
        <ContractList contracts={contracts} />
      )}
    </section>
  );
}

/**
 * One appeal (/appeals/:id, and a reviewer's /reviewer/appeal/:id/show): kind, status, the
 * review buttons, rows with costs, history, and, for staff and the customer, the contracts and
 * the payment of each invoice.
 * It asks only for what the signed-in role may read.
 */
export default function AppealPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const id = Number(useParams().id);
  const { appeal, parties, failed, round, reload } = useAppeal(id, prepareRows);
  const role = user ? lifecycleRole(user.role) : undefined;
  const contracts = useAppealContracts(id, role !== undefined && readsContracts(role), round);
  usePageTitle(t("work.appealTitle", { id }));

  if (failed) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (appeal === undefined || role === undefined) return <PageLoading />;
  // A kind edited in its own form is corrected there, not resubmitted as it stands.
  const corrected = role === "customer" && isFormEdited(appeal.kind);
  const actions = availableActions(appeal.status, role).filter((a) => !(corrected && a === "resubmit"));
  return (
    <div className="appeal-page">
      <h1 className="page-title">{t("work.appealTitle", { id })}</h1>
      <AppealCustomer customer={parties.customer} />
      <SentBackNotice history={appeal.history}>
        {corrected && (
          <Link className="btn btn--primary btn--small" to={`/appeals/${id}/resubmit`}>
            {t("work.sentBack.fix")}
          </Link>
        )}
      </SentBackNotice>
      <section className="card">
        <dl className="facts">
          <dt>{t("appeals.kind")}</dt>
          <dd>{t(`appeals.kinds.${appeal.kind}`)}</dd>
          <dt>{t("appeals.date")}</dt>
          <dd>{formatDateTime(appeal.created_at)}</dd>
          <dt>{t("appeals.status")}</dt>
          <dd>
            <StatusBadge status={appeal.status} />
          </dd>
        </dl>
        <AppealActions appeal={appeal} actions={actions} onDone={reload} />
      </section>
      {role === "staff" && (
        <PaperworkStep key={`${appeal.id}.${appeal.version}`} appeal={appeal} onDone={reload} />
      )}
      <ExemptionPanel appeal={appeal} role={role} onDone={reload} />
      {readsContracts(role) && INVOICED_STATUSES.includes(appeal.status) && (
        <AppealPayments appealId={appeal.id} round={round} onPaid={reload} />
      )}
      <SavedRows appeal={appeal} />
      <section className="card">
        <h2 className="section-title">{t("work.history")}</h2>
        <AppealHistory history={appeal.history} people={parties.people} />
      </section>
      <Contracts contracts={contracts} />
      {RESULT_STATUSES.includes(appeal.status) && <AppealResults appealId={appeal.id} round={round} />}
    </div>
  );
}
