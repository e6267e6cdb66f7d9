import type { AccountDirectory, UserRecord } from "@portal/application";
import type { AccountRole } from "@portal/domain";
import type { DocumentCollection } from "../document/DocumentCollection";

/** The portal's staff accounts are few: both reads walk the users' role index. */
export class DocumentAccountDirectory implements AccountDirectory {
  constructor(private readonly users: DocumentCollection<UserRecord>) {}

  listByRoles(roles: readonly AccountRole[]): Promise<UserRecord[]> {
    return this.users.find({ role: { $in: [...roles] } }, { sort: { id: 1 } });
  }

  /** The address matched whole, ignoring case (regex characters escaped). */
  findByEmail(email: string): Promise<UserRecord[]> {
    const pattern = new RegExp(`^${email.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`, "i");
    return this.users.find(
      { role: { $in: ["staff", "reviewer", "admin"] }, "info.email": { $regex: pattern } },
      { sort: { id: 1 } },
    );
  }
}
