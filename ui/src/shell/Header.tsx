import { type ComponentType, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { useSession } from "../session/SessionContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { Navigation } from "./Navigation";

const MENU_ID = "site-menu";
const TOOLS_ID = "site-tools";

/**
 * The header bar: the portal's name, the notification bell of a customer, staff member or reviewer (`bell`, given by the
 * app: the shell knows no module), navigation, language switch, sign-in / sign-out. On a phone (styles.css, "Phone header") the navigation and the
 * tools fold behind a menu button while the bell stays on the bar; on a tablet or desktop the
 * button is not shown and everything is always there.
 */
export function Header({ bell: Bell }: { readonly bell?: ComponentType | undefined }) {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const header = useRef<HTMLElement>(null);

  // A link followed inside the menu closes it (the new page is what the reader asked for), and
  // so do the browser's back and forward. Not every change of address: the router commits a
  // new address only once its page's code has loaded, and a menu the reader opened meanwhile
  // (right after signing in, say) would close under their finger.
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const followed = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) setMenuOpen(false);
    };
    const close = () => setMenuOpen(false);
    element.addEventListener("click", followed);
    window.addEventListener("popstate", close);
    return () => {
      element.removeEventListener("click", followed);
      window.removeEventListener("popstate", close);
    };
  }, []);

  async function leave() {
    setLeaving(true);
    setMenuOpen(false);
    try {
      await signOut();
      navigate("/");
    } finally {
      setLeaving(false);
    }
  }

  // Escape closes the open menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      event.preventDefault();
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header ref={header} className={`header${menuOpen ? " header--menu-open" : ""}`}>
      <div className="header__bar container">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            M
          </span>
          <span className="brand__text">
            <span className="brand__name">{t("app.name")}</span>
            <span className="brand__tagline">{t("app.tagline")}</span>
          </span>
        </Link>
        {Bell && user && user.role !== "admin" ? (
          <div className="header__bell">
            <Suspense fallback={null}>
              <Bell />
            </Suspense>
          </div>
        ) : null}
        <button
          ref={menuButton}
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={`${MENU_ID} ${TOOLS_ID}`}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid="menu-button"
        >
          <span className="menu-button__icon" aria-hidden="true" />
          <span className="menu-button__text">{t("nav.menu")}</span>
        </button>
        <div className="header__tools" id={TOOLS_ID}>
          <LanguageSwitch />
          {user === undefined ? null : user ? (
            <div className="user-menu">
              <span className="user-menu__name" data-testid="user-name">
                {user.info.first_name} {user.info.last_name}
                <span className="user-menu__role">{t(`roles.${user.role}`)}</span>
              </span>
              <BusyButton variant="secondary" className="btn--small" busy={leaving} onClick={leave}>
                {t("auth.signOut")}
              </BusyButton>
            </div>
          ) : (
            <Link to="/login" className="btn btn--primary btn--small">
              {t("auth.signIn")}
            </Link>
          )}
        </div>
      </div>
      <div className="header__nav" id={MENU_ID}>
        <div className="container">
          <Navigation />
        </div>
      </div>
    </header>
  );
}
