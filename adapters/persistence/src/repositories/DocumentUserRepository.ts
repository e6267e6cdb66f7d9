import type { UserInfoRecord, UserRecord, UserRepository } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";
import type { DocumentIdGenerator } from "./DocumentIdGenerator";
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

/** Ids of accounts made at run time start above this, clear of the seed's fixed ones. */
const FIRST_CREATED_ID = 1000;
/** How many claimed ids a creation tries before it gives up (each refused one was another's). */
const MAX_ID_TRIES = 20;

export class DocumentUserRepository implements UserRepository {
  constructor(
    private readonly users: DocumentCollection<UserRecord>,
    private readonly ids: Pick<DocumentIdGenerator, "next">,
  ) {}

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

  async create(user: Omit<UserRecord, "id">): Promise<UserRecord | "login-taken"> {
    for (let tries = 0; tries < MAX_ID_TRIES; tries++) {
      const created = { ...user, id: FIRST_CREATED_ID + (await this.ids.next("user")) } as UserRecord;
      try {
        await this.users.insertOne(created);
        return created;
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // The login's unique index, or an id a seed or an older portal gave out: which one?
        if (await this.users.findOne({ login: user.login })) return "login-taken";
      }
    }
    throw new Error(`no free user id after ${MAX_ID_TRIES} tries`);
  }

  findPersonByPin(pin: string): Promise<UserRecord | undefined> {
    return this.users.findOne({ role: "person", "info.pin": pin });
  }

  async findByTin(tin: string): Promise<UserRecord | undefined> {
    return (
      (await this.users.findOne({ "info.company_tin": tin })) ??
      (await this.users.findOne({ role: "company", "info.tin": tin }))
    );
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
