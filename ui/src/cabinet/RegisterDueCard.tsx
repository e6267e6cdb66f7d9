import { DUE_NOW_STATES } from "@portal/domain/register/dueState";
import type { DueStateCounts } from "@portal/domain/register/dueStateCounts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DueCounts } from "../register/DueCounts";
import { registerReads } from "../register/registerApi";

/** The cabinet's first screen: how many instruments are overdue and due soon, each a link to the filtered register. */
export function RegisterDueCard() {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<DueStateCounts | undefined>(undefined);
  useEffect(() => {
    let live = true;
    registerReads()
      .counts()
      .then(
        (answer) => live && setCounts(answer.data),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="card" data-testid="cabinet-register-due">
      <h2 className="section-title">{t("cabinet.registerDue")}</h2>
      <DueCounts counts={counts} states={DUE_NOW_STATES} />
    </section>
  );
}
