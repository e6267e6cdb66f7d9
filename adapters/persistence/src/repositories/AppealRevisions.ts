import type { AppealRecord } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

/** Who moved an appeal to a version: one document per version, unique per appeal. */
export interface AppealRevision {
  readonly appeal_id: number;
  readonly version: number;
  /** Milliseconds since the epoch; a claim older than the lease was abandoned. */
  readonly claimed_at: number;
}

/** Far longer than a replace takes, so only a claim whose writer died is taken over. */
export const REVISION_LEASE_MS = 30_000;

/**
 * Decides which of several concurrent writers may move an appeal to a version: the
 * one whose insert of that revision the unique index accepts.
 */
export class AppealRevisions {
  constructor(
    private readonly revisions: DocumentCollection<AppealRevision>,
    private readonly appeals: DocumentCollection<AppealRecord>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The revision when this caller may write the version, undefined when another may. */
  async claim(appealId: number, version: number): Promise<AppealRevision | undefined> {
    const revision = { appeal_id: appealId, version, claimed_at: this.now() };
    if (await this.insert(revision)) return revision;
    const held = await this.revisions.findOne({ appeal_id: appealId, version });
    if (!held || !(await this.abandoned(held, revision.claimed_at))) return undefined;
    // Its writer died between claim and write; whoever deletes and inserts first wins.
    await this.revisions.deleteOne(held);
    return (await this.insert(revision)) ? revision : undefined;
  }

  /** Gives a version back after a failed write, so a retry need not wait for the lease. */
  async release(revision: AppealRevision): Promise<void> {
    await this.revisions.deleteOne(revision).catch(() => undefined);
  }

  private async abandoned(held: AppealRevision, now: number): Promise<boolean> {
    if (now - held.claimed_at <= REVISION_LEASE_MS) return false;
    return (await this.appeals.findOne({ id: held.appeal_id, version: held.version - 1 })) !== undefined;
  }

  private async insert(revision: AppealRevision): Promise<boolean> {
    try {
      await this.revisions.insertOne(revision);
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }
}
