import type { ReapplyAnswer } from "@portal/domain/register/reapplyAnswer";
import type { ReapplyRequest } from "@portal/domain/register/reapplyRequest";
import type { VerificationLineState } from "../state/verificationLine";
import { reapply } from "./registerApi";
import { prefilledLine } from "./registerPrefill";

/** The prefilled lines of the chosen entries (a chunk of its own: only a form opened from the register loads it). */
export async function loadPrefill(
  request: ReapplyRequest,
): Promise<{ lines: VerificationLineState[]; needsChoice: ReapplyAnswer["needs_choice"] }> {
  const answer = await reapply(request);
  return {
    lines: answer.data.lines.flatMap((line) => prefilledLine(line) ?? []),
    needsChoice: answer.data.needs_choice,
  };
}
