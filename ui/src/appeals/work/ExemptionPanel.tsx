import { billedTotal, exemptionOf } from "@portal/domain/appeals/appealExemption";
import type { Exemption, ExemptionDecisionKind } from "@portal/domain/appeals/exemption";
import type { LifecycleRole } from "@portal/domain/appeals/lifecycle";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/BusyButton";
import { FormField } from "../../components/FormField";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { alertTextOf } from "../../logic/serverErrors";
import { type AppealDetail, decideExemption } from "../appealsApi";

export interface ExemptionPanelProps {
  readonly appeal: AppealDetail;
  readonly role: LifecycleRole;
  readonly onDone: () => void;
}

/** The reviewer's (or staff's) buttons on a claim that awaits them, with the note a refusal needs. */
function Decision({ appeal, onDone }: Omit<ExemptionPanelProps, "role">) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<ExemptionDecisionKind | undefined>(undefined);
  const decide = async (decision: ExemptionDecisionKind) => {
    if (decision === "refuse" && note.trim() === "") {
      toasts.error(t("work.exemption.noteRequired"));
      return;
    }
    setBusy(decision);
    try {
      const answer = await decideExemption(appeal.id, {
        decision,
        version: appeal.version,
        ...(note.trim() ? { note } : {}),
      });
      toasts.success(answer.message);
      setNote("");
      onDone();
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.server")));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="exemption__decision">
      <FormField label={t("work.exemption.note")}>
        {(control) => (
          <input
            {...control}
            className="input"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </FormField>
      <div className="exemption__buttons">
        <BusyButton
          busy={busy === "confirm"}
          disabled={busy !== undefined}
          className="btn--small"
          onClick={() => decide("confirm")}
        >
          {t("work.exemption.confirm")}
        </BusyButton>
        <BusyButton
          busy={busy === "refuse"}
          disabled={busy !== undefined}
          variant="danger"
          className="btn--small"
          onClick={() => decide("refuse")}
        >
          {t("work.exemption.refuse")}
        </BusyButton>
      </div>
    </div>
  );
}

/** What the state means for the bill, in the words of whoever reads it. */
function Consequence({
  appeal,
  exemption,
}: {
  readonly appeal: AppealDetail;
  readonly exemption: Exemption;
}) {
  const { t } = useTranslation();
  const { money } = useDomainText();
  if (exemption.state === "refused") return <p>{t("work.exemption.refusedMeans")}</p>;
  if (exemption.state === "confirmed") return <p>{t(`work.exemption.confirmedMeans.${exemption.claim}`)}</p>;
  const ifConfirmed = billedTotal(appeal.devices, { ...exemption, state: "confirmed" });
  return (
    <p>
      {t("work.exemption.claimedMeans", {
        confirmed: money(ifConfirmed),
        full: money(billedTotal(appeal.devices, undefined)),
      })}
    </p>
  );
}

/**
 * A verification appeal's claim of exemption (free by decree, no VAT) and where it stands:
 * awaiting confirmation, confirmed or refused (with the reason); the reviewer's and staff's
 * buttons while the appeal is under review.
 */
export function ExemptionPanel({ appeal, role, onDone }: ExemptionPanelProps) {
  const { t } = useTranslation();
  const exemption = exemptionOf(appeal);
  if (!exemption) return null;
  const decides = role !== "customer" && exemption.state === "claimed";
  return (
    <section className={`card exemption exemption--${exemption.state}`} data-testid="exemption">
      <h2 className="section-title">{t("work.exemption.title")}</h2>
      <dl className="facts">
        <dt>{t("work.exemption.claim")}</dt>
        <dd>{t(`work.exemption.claims.${exemption.claim}`)}</dd>
        <dt>{t("work.exemption.resolution")}</dt>
        <dd>{exemption.resolution || "—"}</dd>
        <dt>{t("work.exemption.state")}</dt>
        <dd>
          <span className={`badge badge--exemption-${exemption.state}`} data-testid="exemption-state">
            {t(`work.exemption.states.${exemption.state}`)}
          </span>
        </dd>
        {exemption.note && (
          <>
            <dt>{t("work.exemption.reason")}</dt>
            <dd data-testid="exemption-note">{exemption.note}</dd>
          </>
        )}
      </dl>
      <Consequence appeal={appeal} exemption={exemption} />
      {decides && appeal.status === "under_review" && <Decision appeal={appeal} onDone={onDone} />}
      {decides && appeal.status === "submitted" && <p className="muted">{t("work.exemption.takeFirst")}</p>}
    </section>
  );
}
