import { NavLink } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useSession } from "../session/SessionContext";
import { navItems } from "../session/roles";

/** The navigation that fits the signed-in role (session/roles.ts). */
export function Navigation() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav className="main-nav" aria-label={t("nav.label")}>
      <ul>
        {navItems(user).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end ?? item.to === "/"} className="main-nav__link">
              {t(item.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
