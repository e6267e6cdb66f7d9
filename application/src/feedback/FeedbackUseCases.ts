import type { Feedback } from "@portal/domain";
import type { Actor, Result } from "../shared";

/** Feedback to a branch (anyone). */
export interface FeedbackUseCases {
  sendFeedback(actor: Actor, feedback: Feedback): Result<{ id: number }>;
}
