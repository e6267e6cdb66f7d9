import type {
  AppealFilter,
  AppealRecord,
  AppealRepository,
  AppealSummary,
  Page,
  PageRequest,
} from "@portal/application";
import type { DocumentCollection, DocumentFilter } from "../document/DocumentCollection";
import type { AppealRevisions } from "./AppealRevisions";
import { keysetPage } from "./paging";

const SUMMARY_FIELDS = ["id", "kind", "type_id", "owner_id", "status", "branch_id", "total", "created_at"];

/** Header and rows of an appeal in one document, so saving one is a single atomic write. */
export class DocumentAppealRepository implements AppealRepository {
  constructor(
    private readonly appeals: DocumentCollection<AppealRecord>,
    private readonly revisions: AppealRevisions,
  ) {}

  insert(appeal: AppealRecord): Promise<void> {
    return this.appeals.insertOne(appeal);
  }

  findById(id: number): Promise<AppealRecord | undefined> {
    return this.appeals.findOne({ id });
  }

  async list(filter: AppealFilter, page: PageRequest): Promise<Page<AppealSummary>> {
    const summaries = this.appeals as unknown as DocumentCollection<AppealSummary>;
    return keysetPage(summaries, toQuery(filter), page, SUMMARY_FIELDS);
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

function toQuery(filter: AppealFilter): DocumentFilter {
  const query: Record<string, unknown> = {};
  for (const key of ["owner_id", "kind", "status", "branch_id"] as const) {
    if (filter[key] !== undefined) query[key] = filter[key];
  }
  const created: Record<string, string> = {};
  if (filter.created_from !== undefined) created.$gte = filter.created_from;
  // Times are ISO strings, so a date-only bound ("2025-01-31") must take in the
  // whole day: every timestamp of that day starts with it and sorts below this.
  if (filter.created_to !== undefined) created.$lt = `${filter.created_to}\uffff`;
  if (Object.keys(created).length > 0) query.created_at = created;
  return query;
}
