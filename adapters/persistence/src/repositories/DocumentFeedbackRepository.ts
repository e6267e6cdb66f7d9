import type { FeedbackRecord, FeedbackRepository } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";

export class DocumentFeedbackRepository implements FeedbackRepository {
  constructor(private readonly feedback: DocumentCollection<FeedbackRecord>) {}

  insert(feedback: FeedbackRecord): Promise<void> {
    return this.feedback.insertOne(feedback);
  }

  count(): Promise<number> {
    return this.feedback.countDocuments({});
  }
}
