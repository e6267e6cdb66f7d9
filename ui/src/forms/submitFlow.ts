import { Limits } from "@portal/domain/shared/constants";
import { CUSTOMER_DESTINATION } from "@portal/domain/appeals/destinations";
import type { Message, MessageKey } from "@portal/domain/shared/message";
import { ApiError, serverMessage } from "../api/client";

/** What one press of 'send' ended in; the hook turns it into toasts, the list and navigation. */
export type SubmitOutcome =
  | { readonly tag: "invalid"; readonly messages: readonly string[] }
  | { readonly tag: "saved"; readonly message: string | undefined; readonly redirect: string }
  | { readonly tag: "refused"; readonly messages: readonly string[] };

/**
 * What the submission reads of an answer: its status (1 or true is success), its message and
 * where the user goes next. A save's answer is one (`SaveReply`); so is the contract call's,
 * as the contract page reads it.
 */
export interface SubmitAnswer {
  readonly status: unknown;
  readonly message?: string | undefined;
  readonly redirect?: string | undefined;
}

export interface SubmitSteps {
  /** The domain validator's messages for the form as it is now. */
  readonly validate: () => readonly Message[];
  readonly send: () => Promise<SubmitAnswer>;
  /** The spec's 'Oops…' text for a network or server failure (spec 8). */
  readonly failure: MessageKey;
  /** Drafts skip the send rules (docs/decisions.md) and the delay. */
  readonly skipValidation?: boolean;
}

export const isSuccess = (status: unknown): boolean => status === 1 || status === true;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The messages of a 422: its errors list (or field map), else its message. */
function refusalMessages(body: unknown): string[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  const list = Array.isArray(errors)
    ? errors
    : errors && typeof errors === "object"
      ? Object.values(errors).flat()
      : [];
  const texts = list.filter((m): m is string => typeof m === "string");
  if (texts.length > 0) return texts;
  const message = serverMessage(body);
  return message ? [message] : [];
}

/**
 * The submission of spec 4: after the 1-second delay the form is validated with the
 * domain validator; with messages nothing is sent; else the POST, whose success leads to
 * its redirect. A non-success status or a 4xx refusal shows the server's words; a network
 * or server failure shows the spec's 'Oops…' text.
 */
export async function runSubmit(
  steps: SubmitSteps,
  show: (m: Message) => string,
  delayMs: number = Limits.validationDelayMs,
): Promise<SubmitOutcome> {
  if (!steps.skipValidation) {
    await sleep(delayMs);
    const messages = steps.validate().map(show);
    if (messages.length > 0) return { tag: "invalid", messages };
  }
  try {
    const answer = await steps.send();
    if (isSuccess(answer.status)) {
      return { tag: "saved", message: answer.message, redirect: answer.redirect ?? CUSTOMER_DESTINATION };
    }
    return { tag: "refused", messages: [serverMessage(answer) ?? show({ key: steps.failure })] };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      const messages = refusalMessages(error.body);
      if (messages.length > 0) return { tag: "refused", messages };
    }
    return { tag: "refused", messages: [show({ key: steps.failure })] };
  }
}
