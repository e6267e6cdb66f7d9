import type { UserInfoRecord, UserRecord } from "./records";

export interface UserRepository {
  findById(id: number): Promise<UserRecord | undefined>;
  findByLogin(login: string): Promise<UserRecord | undefined>;
  /** Inserts, or replaces the user with the same id (seed). */
  save(user: UserRecord): Promise<void>;
  updateInfo(id: number, info: UserInfoRecord): Promise<boolean>;
  /** Customers matching a tax id, PINFL or name fragment (staff choosing a customer). */
  search(query: string, limit: number): Promise<UserRecord[]>;
}
