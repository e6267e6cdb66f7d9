import type { VerificationLineState } from "../state/verificationLine";
import { type ReapplyAnswer, registerApi } from "./registerApi";
import { prefilledLine } from "./registerPrefill";

/** The prefilled lines of the chosen entries (a chunk of its own: only a form opened from the register loads it). */
export async function loadPrefill(
  request: { all_due: true } | { ids: readonly number[] },
): Promise<{ lines: VerificationLineState[]; needsChoice: ReapplyAnswer["needs_choice"] }> {
  const answer = await registerApi.reapply(request);
  return {
    lines: answer.data.lines.flatMap((line) => prefilledLine(line) ?? []),
    needsChoice: answer.data.needs_choice,
  };
}
