import type {
  AppealFilter,
  AppealRecord,
  AppealRepository,
  AppealSummary,
  Page,
  PageRequest,
} from "@portal/application";
import {
  type DocumentCollection,
  type DocumentFilter,
  DuplicateKeyError,
} from "../document/DocumentCollection";
import type { AppealRevisions } from "./AppealRevisions";
import { keysetPage } from "./paging";

const SUMMARY_FIELDS = ["id", "kind", "type_id", "owner_id", "status", "branch_id", "total", "created_at"];

/** Which appeal a submission key was claimed for. */
export interface AppealSubmission {
  readonly key: string;
  readonly appeal_id: number;
}

/** Header and rows of an appeal in one document, so saving one is a single atomic write. */
export class DocumentAppealRepository implements AppealRepository {
  constructor(
    private readonly appeals: DocumentCollection<AppealRecord>,
    private readonly revisions: AppealRevisions,
    private readonly submissions: DocumentCollection<AppealSubmission>,
  ) {}

  insert(appeal: AppealRecord): Promise<void> {
    return this.appeals.insertOne(appeal);
  }

  /**
   * The key is claimed for the appeal's id by an insert against a unique index (the one
   * write every store makes atomic). A later attempt finds the claim and answers the
   * appeal stored under it; if the first attempt stopped between its claim and its
   * appeal, the later one stores its appeal under the claimed id. Two attempts at once
   * meet at the id's unique index: one appeal is stored, and both answer it.
   */
  async insertOnce(appeal: AppealRecord, submissionKey: string): Promise<AppealRecord> {
    let record = appeal;
    try {
      await this.submissions.insertOne({ key: submissionKey, appeal_id: appeal.id });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      const claim = await this.submissions.findOne({ key: submissionKey });
      if (!claim) throw error;
      const stored = await this.findById(claim.appeal_id);
      if (stored) return stored;
      record = { ...appeal, id: claim.appeal_id };
    }
    try {
      await this.appeals.insertOne(record);
      return record;
    } catch (error) {
      const stored = error instanceof DuplicateKeyError ? await this.findById(record.id) : undefined;
      if (!stored) throw error;
      return stored;
    }
  }

  findById(id: number): Promise<AppealRecord | undefined> {
    return this.appeals.findOne({ id });
  }

  async list(filter: AppealFilter, page: PageRequest): Promise<Page<AppealSummary>> {
    const summaries = this.appeals as unknown as DocumentCollection<AppealSummary>;
    return keysetPage(summaries, toQuery(filter), page, SUMMARY_FIELDS);
  }

  listRecords(filter: AppealFilter, page: PageRequest): Promise<Page<AppealRecord>> {
    return keysetPage(this.appeals, toQuery(filter), page);
  }

  /**
   * Who may write version expectedVersion + 1 is decided by inserting that revision:
   * the unique index lets one caller in, which a conditional replace alone cannot do
   * on FerretDB v1. The stored version is always expectedVersion + 1, whatever the
   * caller put in the record, so no update can leave the version unchanged.
   */
  async replace(appeal: AppealRecord, expectedVersion: number): Promise<boolean> {
    const current = { id: appeal.id, version: expectedVersion };
    if (!(await this.appeals.findOne(current))) return false;
    const revision = await this.revisions.claim(appeal.id, expectedVersion + 1);
    if (!revision) return false;
    try {
      return await this.appeals.replaceOne(current, { ...appeal, version: revision.version });
    } catch (error) {
      await this.revisions.release(revision);
      throw error;
    }
  }
}

/** One equality, or a list of accepted values, or both (a value must then be in the list). */
function oneOrAnyOf<T>(one: T | undefined, anyOf: readonly T[] | undefined): unknown {
  if (anyOf === undefined) return one;
  return { $in: one === undefined ? [...anyOf] : anyOf.filter((value) => value === one) };
}

function toQuery(filter: AppealFilter): DocumentFilter {
  const query: Record<string, unknown> = {
    owner_id: oneOrAnyOf(filter.owner_id, filter.owner_ids),
    status: oneOrAnyOf(filter.status, filter.statuses),
    kind: filter.kind,
    branch_id: oneOrAnyOf(filter.branch_id, filter.branch_ids),
  };
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  const created: Record<string, string> = {};
  // Times are ISO strings in UTC, of one length: their order is the order of the instants.
  if (filter.created_from !== undefined) created.$gte = filter.created_from;
  if (filter.created_before !== undefined) created.$lt = filter.created_before;
  if (Object.keys(created).length > 0) query.created_at = created;
  if (filter.updated_from !== undefined) query.updated_at = { $gte: filter.updated_from };
  return query;
}
