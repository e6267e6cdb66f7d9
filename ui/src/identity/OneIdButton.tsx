import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../components/BusyButton";
import { ErrorList } from "../components/ErrorList";
import { alertTextOf } from "../logic/serverErrors";
import { startOneId } from "./oneIdApi";

/** Customers' way in: OneID's own sign-in page, which sends them back to /oneid/callback. */
export function OneIdButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  async function start() {
    setErrors([]);
    setBusy(true);
    try {
      const answer = await startOneId();
      window.location.assign(answer.url);
    } catch (error) {
      setErrors([alertTextOf(error, t("errors.server"))]);
      setBusy(false);
    }
  }

  return (
    <div className="auth__oneid">
      <p className="muted">{t("oneid.hint")}</p>
      <BusyButton className="btn--block" busy={busy} onClick={start}>
        {busy ? t("oneid.starting") : t("oneid.button")}
      </BusyButton>
      <ErrorList messages={errors} />
      <p className="muted auth__oneid-or">{t("oneid.or")}</p>
    </div>
  );
}
