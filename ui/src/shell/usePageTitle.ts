import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The browser tab names the page, then the portal. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation();
  const name = t("app.name");
  useEffect(() => {
    document.title = title ? `${title} — ${name}` : name;
  }, [title, name]);
}
