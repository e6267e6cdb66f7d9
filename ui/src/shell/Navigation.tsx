import { NavLink, useLocation } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/SessionContext";
import { type NavItem, navItems } from "../session/roles";

const under = (path: string, place: string) => path === place || path.startsWith(`${place}/`);

/**
 * Whether a place is marked only on its own path: the home page, a place that asks so, and a
 * place while the reader is in another place of the menu below it (the staff area on its ledger).
 */
const exact = (item: NavItem, items: readonly NavItem[], path: string): boolean =>
  item.end ??
  (item.to === "/" || items.some((other) => other.to.startsWith(`${item.to}/`) && under(path, other.to)));

/** The navigation that fits the signed-in role (session/roles.ts). */
export function Navigation() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { pathname } = useLocation();
  const items = navItems(user);
  return (
    <nav className="main-nav" aria-label={t("nav.label")}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={exact(item, items, pathname)} className="main-nav__link">
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
