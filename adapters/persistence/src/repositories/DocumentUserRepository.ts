import type { UserInfoRecord, UserRecord, UserRepository } from "@portal/application";
import type { DocumentCollection } from "../document/DocumentCollection";
import { boundedLimit } from "./paging";

const MAX_SEARCH_RESULTS = 50;
const SEARCHED_FIELDS = [
  "info.tin",
  "info.pin",
  "info.company_tin",
  "info.first_name",
  "info.last_name",
  "info.middle_name",
  "info.company_name",
];

export class DocumentUserRepository implements UserRepository {
  constructor(private readonly users: DocumentCollection<UserRecord>) {}

  findById(id: number): Promise<UserRecord | undefined> {
    return this.users.findOne({ id });
  }

  findByLogin(login: string): Promise<UserRecord | undefined> {
    return this.users.findOne({ login });
  }

  async save(user: UserRecord): Promise<void> {
    await this.users.replaceOne({ id: user.id }, user, { upsert: true });
  }

  async updateInfo(id: number, info: UserInfoRecord): Promise<boolean> {
    return (await this.users.updateMany({ id }, { info })) > 0;
  }

  /** The query is matched literally (regex characters escaped), ignoring case. */
  async search(query: string, limit: number): Promise<UserRecord[]> {
    const text = query.trim();
    if (text === "") return [];
    const pattern = new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i");
    return this.users.find(
      {
        role: { $in: ["person", "company"] },
        $or: SEARCHED_FIELDS.map((field) => ({ [field]: { $regex: pattern } })),
      },
      { sort: { id: 1 }, limit: boundedLimit(limit, MAX_SEARCH_RESULTS) },
    );
  }
}
