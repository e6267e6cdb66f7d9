import type { MailOutbox, OutboxCounts, OutboxRecord, SendClaim } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";
import { insertOnce } from "./DocumentNotificationRepository";

/**
 * The mail outbox and its sending claims. Only inserts decide: the unique key of a mail,
 * the unique (key, attempt) of a claim. The updates below are each made by the one holder
 * of the current claim, so no two of them race.
 */
export class DocumentMailOutbox implements MailOutbox {
  constructor(
    private readonly mail: DocumentCollection<OutboxRecord>,
    private readonly claims: DocumentCollection<SendClaim>,
  ) {}

  enqueueOnce(mail: OutboxRecord): Promise<boolean> {
    return insertOnce(this.mail, mail);
  }

  due(now: string, limit: number): Promise<OutboxRecord[]> {
    return this.mail.find(
      { state: "pending", next_attempt_at: { $lte: now } },
      { sort: { next_attempt_at: 1 }, limit },
    );
  }

  find(key: string): Promise<OutboxRecord | undefined> {
    return this.mail.findOne({ key });
  }

  async lastClaim(key: string): Promise<SendClaim | undefined> {
    const [last] = await this.claims.find({ key }, { sort: { attempt: -1 }, limit: 1 });
    return last;
  }

  claim(claim: SendClaim): Promise<boolean> {
    return insertOnce(this.claims, claim);
  }

  async release(key: string, attempt: number, at: string): Promise<void> {
    await this.claims.updateMany({ key, attempt }, { lease_until: at });
  }

  async markSent(key: string, at: string, attempts: number): Promise<void> {
    await this.mail.updateMany({ key }, { state: "sent", sent_at: at, attempts });
  }

  async markFailed(key: string, attempts: number, nextAttemptAt: string, error: string): Promise<void> {
    await this.mail.updateMany({ key }, { attempts, next_attempt_at: nextAttemptAt, last_error: error });
  }

  async markRefused(key: string, attempts: number, error: string): Promise<void> {
    await this.mail.updateMany({ key }, { state: "refused", attempts, last_error: error });
  }

  async counts(): Promise<OutboxCounts> {
    const [pending, retrying, sent, refused] = await Promise.all([
      this.mail.countDocuments({ state: "pending", attempts: 0 }),
      this.mail.countDocuments({ state: "pending", attempts: { $gt: 0 } }),
      this.mail.countDocuments({ state: "sent" }),
      this.mail.countDocuments({ state: "refused" }),
    ]);
    return { pending, retrying, sent, refused };
  }
}
