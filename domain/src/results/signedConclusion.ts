import { type Message, message } from "../shared/message";
import { isMissing } from "../shared/rules";
import type { ResultKind } from "./results";

/** What the rules see of an instrument when staff attach its signed conclusion. */
export interface SignedConclusionFacts {
  readonly kind: ResultKind;
  /** The current certificate is revoked: it takes no new file. */
  readonly revoked: boolean;
  /** A signed conclusion is already on file: the new one replaces it, a correction. */
  readonly replacing: boolean;
  readonly reason?: unknown;
  /** The instrument named in the message. */
  readonly n: number;
  readonly k: number;
}

export type SignedConclusionRefusal = "revoked" | "invalid";

/**
 * Whether a signed conclusion (an uploaded PDF) may be attached (issue 14): only to a
 * recognition or expertise result, whose document is a conclusion; never to a revoked
 * certificate; replacing one already on file is a correction and states why. Answers the
 * refusal's kind and its messages, or undefined when the file may be attached.
 */
export function signedConclusionRefusal(
  facts: SignedConclusionFacts,
): { readonly kind: SignedConclusionRefusal; readonly messages: Message[] } | undefined {
  if (facts.kind !== "conclusion")
    return {
      kind: "invalid",
      messages: [message("signedConclusionMeasurement", { n: facts.n, k: facts.k })],
    };
  if (facts.revoked) return { kind: "revoked", messages: [message("certificateRevoked")] };
  if (facts.replacing && isMissing(facts.reason))
    return { kind: "invalid", messages: [message("resultReasonRequired")] };
  return undefined;
}
