import type { KompleksRow } from "@portal/domain/appeals/recognitionRow";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { preloadable } from "../components/preloadable";
import { PageLoading } from "../components/Spinner";
import type { KompleksFormProps } from "./forms/KompleksPage";
import { OfflineCustomerProvider } from "./forms/offlineCustomer";
import type { VerificationPageProps } from "./forms/VerificationPage";
import { StatusBadge } from "./work/StatusBadge";
import { useAppeal, useCustomerForEntry } from "./work/useAppeal";
import { reviewerUpdate } from "./appealsApi";

const VerificationPage = preloadable<VerificationPageProps>(() => import("./forms/VerificationPage"));
const KompleksPage = preloadable<KompleksFormProps>(() => import("./forms/KompleksPage"));

/**
 * The reviewer's update page ({base}/reviewer/application/{id}/update, spec 2): a saved
 * verification (or kompleks) appeal in its own form, loaded with what was saved and editable,
 * priced and checked with its customer's terms and requisites;
 * the edit is saved for the appeal's customer and recorded in the audit trail.
 */
export default function ReviewerUpdatePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { appeal, failed } = useAppeal(id);
  const owner = useCustomerForEntry(appeal?.owner_id);
  // The form's chunk loads while the customer does (components/preloadable.ts).
  if (appeal?.kind === "verification") void VerificationPage.preload();
  if (appeal?.kind === "kompleks") void KompleksPage.preload();
  if (failed || owner === false) {
    return (
      <div className="card notice notice--error" role="alert">
        {t("errors.loadFailed")}
      </div>
    );
  }
  if (appeal === undefined || owner === undefined) return <PageLoading />;
  const sendTo = (body: Parameters<typeof reviewerUpdate>[1]) => reviewerUpdate(id, body);
  const form =
    appeal.kind === "verification" ? (
      <VerificationPage saved={appeal} sendTo={sendTo} sendLabel={t("work.reviewer.save")} />
    ) : appeal.kind === "kompleks" ? (
      <KompleksPage preloaded={appeal.devices as KompleksRow[]} sendTo={sendTo} />
    ) : undefined;
  return (
    <>
      <p className="page-links" data-testid="reviewer-appeal">
        <strong>{t("work.reviewer.updateTitle", { id })}</strong> · {t(`appeals.kinds.${appeal.kind}`)} ·{" "}
        <StatusBadge status={appeal.status} /> · {owner.name} ·{" "}
        <Link to={`/appeals/${id}`}>{t("work.reviewer.history")}</Link>
      </p>
      {form === undefined ? (
        <div className="card notice" role="status">
          {t("work.reviewer.notEditable")}
        </div>
      ) : (
        <OfflineCustomerProvider customer={owner}>
          <Suspense fallback={<PageLoading />}>{form}</Suspense>
        </OfflineCustomerProvider>
      )}
    </>
  );
}
