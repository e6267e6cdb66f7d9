import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useToasts } from "../../components/Toasts";
import { useDomainText } from "../../i18n/useDomainText";
import { runSubmit, type SubmitSteps } from "../../forms/submitFlow";

export interface SubmitFlow {
  /** The loading indicator: true from the press until the answer. */
  readonly busy: boolean;
  /** Every message of the last attempt, for the red list. */
  readonly errors: readonly string[];
  readonly submit: (steps: SubmitSteps) => Promise<void>;
}

/** The one submit flow of every application form (see `runSubmit`). */
export function useSubmitFlow(delayMs?: number): SubmitFlow {
  const { show } = useDomainText();
  const toasts = useToasts();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);

  const submit = useCallback(
    async (steps: SubmitSteps) => {
      setBusy(true);
      setErrors([]);
      const outcome = await runSubmit(steps, show, delayMs);
      if (outcome.tag === "saved") {
        if (outcome.message) toasts.success(outcome.message);
        navigate(outcome.redirect);
        return;
      }
      setBusy(false);
      setErrors(outcome.messages);
      toasts.error(outcome.messages.join("\n"));
    },
    [show, toasts, navigate, delayMs],
  );

  return { busy, errors, submit };
}
