import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { BusyButton } from "../components/BusyButton";
import { useSession } from "../session/SessionContext";
import { LanguageSwitch } from "./LanguageSwitch";
import { Navigation } from "./Navigation";

/** The header bar: the portal's name, navigation, language switch, sign-in / sign-out. */
export function Header() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
      navigate("/");
    } finally {
      setLeaving(false);
    }
  }

  return (
    <header className="header">
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
        <div className="header__tools">
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
      <div className="header__nav">
        <div className="container">
          <Navigation />
        </div>
      </div>
    </header>
  );
}
