import type { Actor, Result } from "../shared";

/** Feedback to a branch (anyone). */
export interface FeedbackUseCases {
  sendFeedback(actor: Actor, body: unknown): Result<{ id: number }>;
}
