import type { UserInfoRecord, UserRecord } from "./records";

export interface UserRepository {
  findById(id: number): Promise<UserRecord | undefined>;
  findByLogin(login: string): Promise<UserRecord | undefined>;
  /** Inserts, or replaces the user with the same id (seed). */
  save(user: UserRecord): Promise<void>;
  updateInfo(id: number, info: UserInfoRecord): Promise<boolean>;
  /** Customers matching a tax id, PINFL or name fragment (staff choosing a customer). */
  search(query: string, limit: number): Promise<UserRecord[]>;
  /**
   * A new account with an id of its own (above every seeded one); "login-taken" when another
   * account has the login, which makes two concurrent first sign-ins of one person one account.
   */
  create(user: Omit<UserRecord, "id">): Promise<UserRecord | "login-taken">;
  /** The private person's account with this PINFL. */
  findPersonByPin(pin: string): Promise<UserRecord | undefined>;
  /** The account that holds this company TIN (a company's, or any other that named it). */
  findByTin(tin: string): Promise<UserRecord | undefined>;
}
