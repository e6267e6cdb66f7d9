import type { AccountChoice } from "@portal/domain/identity/oneIdSignIn";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "../components/ErrorList";
import { alertTextOf } from "../logic/serverErrors";
import type { SessionUser } from "../api/portal";
import { actAs } from "./oneIdApi";

/**
 * The accounts a OneID sign-in may act for: the person, and each company OneID says they
 * represent (its account is made the first time it is chosen). Choosing one switches the
 * session to it without signing out.
 */
export function AccountChooser({
  choices,
  onActing,
}: {
  readonly choices: readonly AccountChoice[];
  readonly onActing: (user: SessionUser, choices: readonly AccountChoice[]) => void;
}) {
  const { t } = useTranslation();
  const [busyTin, setBusyTin] = useState<string | null | undefined>(undefined);
  const [errors, setErrors] = useState<string[]>([]);

  async function choose(tin: string | null) {
    setErrors([]);
    setBusyTin(tin);
    try {
      const answer = await actAs(tin);
      onActing(answer.data as SessionUser, answer.accounts);
    } catch (error) {
      setErrors([alertTextOf(error, t("errors.server"))]);
    } finally {
      setBusyTin(undefined);
    }
  }

  return (
    <div className="account-chooser">
      <ul className="account-chooser__list">
        {choices.map((choice) => (
          <li key={choice.tin ?? "person"}>
            <button
              type="button"
              className={`account-chooser__choice${choice.current ? " account-chooser__choice--current" : ""}`}
              aria-busy={busyTin === choice.tin || undefined}
              aria-current={choice.current || undefined}
              disabled={busyTin !== undefined}
              onClick={() => choose(choice.tin)}
            >
              <strong className="account-chooser__name">{choice.name}</strong>
              <span className="account-chooser__kind">
                {choice.kind === "person" ? t("oneid.asPerson") : t("oneid.asCompany", { tin: choice.tin })}
                {choice.current && ` · ${t("oneid.current")}`}
              </span>
              {busyTin === choice.tin && <span className="btn__spinner" aria-hidden="true" />}
            </button>
          </li>
        ))}
      </ul>
      <ErrorList messages={errors} />
    </div>
  );
}
