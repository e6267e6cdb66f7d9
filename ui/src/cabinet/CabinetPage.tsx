import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageLoading } from "../components/Spinner";
import { ActingAsLink } from "../identity/ActingAsLink";
import { AttentionCard } from "./AttentionCard";
import { usePageTitle } from "../shell/usePageTitle";
import { CompanyCabinet } from "./CompanyCabinet";
import { PersonCabinet } from "./PersonCabinet";
import { ReminderSettings } from "./ReminderSettings";
import { useUserInfo } from "./useUserInfo";

/** The personal cabinet (spec 2.16): a legal entity's or a private person's. */
export default function CabinetPage() {
  const { t } = useTranslation();
  const { info, setInfo, failed, reload } = useUserInfo();
  usePageTitle(t("nav.cabinet"));
  return (
    <>
      <Breadcrumbs items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.cabinet") }]} />
      <h1 className="page-title">{t("cabinet.title")}</h1>
      <ActingAsLink />
      <AttentionCard />
      {failed ? (
        <div className="card notice notice--error" role="alert">
          <p>{t("errors.loadFailed")}</p>
          <button type="button" className="btn btn--secondary" onClick={reload}>
            {t("common.retry")}
          </button>
        </div>
      ) : info === undefined ? (
        <PageLoading />
      ) : info.corporate === 1 ? (
        <CompanyCabinet info={info} onInfo={setInfo} />
      ) : (
        <PersonCabinet info={info} onInfo={setInfo} />
      )}
      {info ? <ReminderSettings /> : null}
    </>
  );
}
