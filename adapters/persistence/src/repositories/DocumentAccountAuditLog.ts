import type { AccountAuditLog } from "@portal/application";
import type { AccountAuditEntry } from "@portal/domain";
import type { DocumentCollection } from "../document/DocumentCollection";
import { boundedLimit } from "./paging";

const MAX_PAGE = 200;

export class DocumentAccountAuditLog implements AccountAuditLog {
  constructor(private readonly entries: DocumentCollection<AccountAuditEntry>) {}

  async record(entry: AccountAuditEntry): Promise<void> {
    await this.entries.insertOne(entry);
  }

  page(before: number | undefined, limit: number): Promise<AccountAuditEntry[]> {
    return this.entries.find(before === undefined ? {} : { id: { $lt: before } }, {
      sort: { id: -1 },
      limit: boundedLimit(limit, MAX_PAGE),
    });
  }
}
