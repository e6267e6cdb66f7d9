import type { RequisiteRecord, RequisiteRepository } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";

export class DocumentRequisiteRepository implements RequisiteRepository {
  constructor(private readonly requisites: DocumentCollection<RequisiteRecord>) {}

  listByUser(userId: number): Promise<RequisiteRecord[]> {
    return this.requisites.find({ user_id: userId }, { sort: { id: 1 } });
  }

  findById(id: number): Promise<RequisiteRecord | undefined> {
    return this.requisites.findOne({ id });
  }

  async save(requisite: RequisiteRecord): Promise<void> {
    await this.requisites.replaceOne({ id: requisite.id }, requisite, { upsert: true });
  }
}
