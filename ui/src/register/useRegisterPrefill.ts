import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { VerificationLineState } from "../state/verificationLine";
import type { ReapplyAnswer } from "@portal/domain/register/reapplyAnswer";
import { reapplyRequest } from "./registerFilters";

export interface RegisterPrefill {
  /** The lines to start with, once the server answered; undefined when the form was not opened from the register. */
  readonly lines?: readonly VerificationLineState[];
  readonly needsChoice: ReapplyAnswer["needs_choice"];
  readonly failed?: string;
}

/**
 * The verification form opened from the register (`?register=due` or `?register=1,2,3`):
 * the server answers the prefilled lines for the customer's own entries.
 */
export function useRegisterPrefill(enabled: boolean): RegisterPrefill {
  const [search] = useSearchParams();
  const value = search.get("register");
  const [prefill, setPrefill] = useState<RegisterPrefill>({ needsChoice: [] });
  useEffect(() => {
    const request = enabled ? reapplyRequest(value) : undefined;
    if (!request) return;
    let live = true;
    import("./loadPrefill")
      .then(({ loadPrefill }) => loadPrefill(request))
      .then(
        (answer) => {
          if (live) setPrefill(answer);
        },
        (error: unknown) => {
          if (live)
            setPrefill({ needsChoice: [], failed: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      live = false;
    };
  }, [enabled, value]);
  return prefill;
}
