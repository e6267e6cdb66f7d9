import { StatusAction } from "@portal/domain/appeals/appealStatusChange";
import type { AppealAction } from "@portal/domain/appeals/lifecycle";
import { needsNote, validateTransitionNote } from "@portal/domain/appeals/lifecycle";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BusyButton } from "../../components/BusyButton";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { alertTextOf } from "../../logic/serverErrors";
import { changeStatus } from "../appealsApi";

/** The lifecycle steps taken by a button here, the status call's; contracts, invoices and edits have pages of their own. */
const isButtonAction = (action: AppealAction): action is StatusAction => StatusAction.is(action);

export interface AppealActionsProps {
  readonly appeal: { readonly id: number; readonly version?: number };
  /** What `availableActions` allows the signed-in role. */
  readonly actions: readonly AppealAction[];
  readonly onDone: () => void;
}

/** The lifecycle buttons an appeal offers, with the note a send-back or rejection needs. */
export function AppealActions({ appeal, actions, onDone }: AppealActionsProps) {
  const { t } = useTranslation();
  const { show } = useDomainText();
  const toasts = useToasts();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<AppealAction | undefined>(undefined);
  const shown = actions.filter(isButtonAction);
  if (shown.length === 0) return null;

  const take = async (action: StatusAction) => {
    const missing = validateTransitionNote(action, note);
    if (missing.length > 0) {
      toasts.error(missing.map(show).join("\n"));
      return;
    }
    setBusy(action);
    try {
      const answer = await changeStatus(appeal.id, {
        action,
        ...(appeal.version === undefined ? {} : { version: appeal.version }),
        ...(needsNote(action) ? { note } : {}),
        ...(action === "submit" || action === "resubmit" ? { offer_accepted: true } : {}),
      });
      if (answer.message) toasts.success(answer.message);
      setNote("");
      onDone();
    } catch (error) {
      toasts.error(alertTextOf(error, t("errors.server")));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className="appeal-actions" data-testid={`appeal-actions-${appeal.id}`}>
      {shown.some((action) => needsNote(action)) && (
        <input
          className="input input--small"
          aria-label={t("work.note")}
          placeholder={t("work.note")}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      {shown.map((action) => (
        <BusyButton
          key={action}
          busy={busy === action}
          disabled={busy !== undefined}
          variant={action === "reject" ? "danger" : action === "send_back" ? "secondary" : "primary"}
          className="btn--small"
          onClick={() => take(action)}
        >
          {t(`work.actions.${action}`)}
        </BusyButton>
      ))}
    </div>
  );
}
