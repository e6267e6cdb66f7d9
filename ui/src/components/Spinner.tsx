import { useTranslation } from "react-i18next";

/** A loading indicator that screen readers announce once. */
export function Spinner({ label, small = false }: { readonly label?: string; readonly small?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={small ? "spinner spinner--small" : "spinner"} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t("common.loading")}</span>
    </span>
  );
}

/** A whole block waiting for its data. */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Spinner />
    </div>
  );
}
