import type { FeedbackRecord } from "./records";

export interface FeedbackRepository {
  insert(feedback: FeedbackRecord): Promise<void>;
  count(): Promise<number>;
}
