import type { KompleksRow } from "@portal/domain/appeals/recognitionRow";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { preloadable } from "../components/preloadable";
import { PageLoading } from "../components/Spinner";
import { usePageTitle } from "../shell/usePageTitle";
import type { KompleksFormProps } from "./forms/KompleksPage";
import VerificationPage from "./forms/VerificationPage";
import { SentBackNotice } from "./work/SentBackNotice";
import { useAppeal } from "./work/useAppeal";
import { type AppealDetail, resubmit } from "./appealsApi";

// The verification form, the most common, comes with this page; the kompleks form is loaded
// with a kompleks appeal.
const KompleksPage = preloadable<KompleksFormProps>(() => import("./forms/KompleksPage"));
const prepareForm = (appeal: AppealDetail) =>
  appeal.kind === "kompleks" ? KompleksPage.preload() : Promise.resolve();

/**
 * The customer's correction of a sent-back appeal (/appeals/{id}/resubmit): the reviewer's
 * reason on top, then the appeal in its own form, loaded with everything saved (header, lines,
 * files). Sending resubmits it at the version the form was opened at; the server prices it.
 */
export default function ResubmitPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const { appeal, failed } = useAppeal(id, prepareForm);
  usePageTitle(t("work.sentBack.formTitle", { id }));
  if (failed) {
    return (
      <>
        <h1 className="page-title">{t("work.sentBack.formTitle", { id })}</h1>
        <div className="card notice notice--error" role="alert">
          {t("errors.loadFailed")}
        </div>
      </>
    );
  }
  if (appeal === undefined) return <PageLoading />;
  const sendTo = (body: Parameters<typeof resubmit>[2]) => resubmit(id, appeal.version, body);
  const send = t("work.sentBack.send");
  const form =
    appeal.status !== "needs_changes" ? undefined : appeal.kind === "verification" ? (
      <VerificationPage saved={appeal} sendTo={sendTo} sendLabel={send} />
    ) : appeal.kind === "kompleks" ? (
      <Suspense fallback={<PageLoading />}>
        <KompleksPage preloaded={appeal.devices as KompleksRow[]} sendTo={sendTo} />
      </Suspense>
    ) : undefined;
  return (
    <>
      <p className="page-links">
        <strong>{t("work.sentBack.formTitle", { id })}</strong> · {t(`appeals.kinds.${appeal.kind}`)} ·{" "}
        <Link to={`/appeals/${id}`}>{t("work.reviewer.history")}</Link>
      </p>
      <SentBackNotice history={appeal.history} />
      {form ?? (
        <>
          {/* Without the form (whose title is the page's heading) the page still says what it is. */}
          <h1 className="page-title">{t("work.sentBack.formTitle", { id })}</h1>
          <div className="card notice" role="status">
            {t("work.sentBack.notSentBack")}
          </div>
        </>
      )}
    </>
  );
}
