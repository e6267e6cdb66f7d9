import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { accountChoices } from "./oneIdApi";

/**
 * A way to the switch of account, shown only to a OneID sign-in that may act for more than
 * one account (a person who represents companies); nothing otherwise.
 */
export function ActingAsLink() {
  const { t } = useTranslation();
  const [choices, setChoices] = useState(0);
  useEffect(() => {
    let live = true;
    accountChoices().then(
      (answer) => live && setChoices(answer.data.length),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (choices < 2) return null;
  return (
    <p className="acting-as-link">
      <Link to="/acting-as">{t("oneid.switchLink")}</Link>
    </p>
  );
}
