import { Link } from "react-router-dom";
import { useTranslation } from "react-i18next";

export interface Crumb {
  readonly label: string;
  readonly to?: string;
}

/** The trail above a page (spec 2.16: home > cabinet); the last crumb is the current page. */
export function Breadcrumbs({ items }: { readonly items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("common.breadcrumbs")}>
      <ol>
        {items.map((item, i) => (
          <li key={item.label}>
            {item.to && i < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
