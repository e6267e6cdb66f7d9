import type { CabinetAccountRecord, CabinetAccountRepository } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

/** An account as stored: whether it is active is not kept on the account itself. */
export type StoredCabinetAccount = Omit<CabinetAccountRecord, "status">;

/** Which account of a user is the active one: one document per user. */
export interface ActiveCabinetAccount {
  readonly user_id: number;
  readonly account_id: number;
}

/**
 * Without transactions, flipping status flags on several accounts can interleave
 * with another activation and leave two (or no) accounts active. Keeping the choice
 * in one document per user makes every activation a single atomic write, so a user
 * never has more than one active account.
 */
export class DocumentCabinetAccountRepository implements CabinetAccountRepository {
  constructor(
    private readonly accounts: DocumentCollection<StoredCabinetAccount>,
    private readonly active: DocumentCollection<ActiveCabinetAccount>,
  ) {}

  async listByUser(userId: number): Promise<CabinetAccountRecord[]> {
    const [accounts, active] = await Promise.all([
      this.accounts.find({ user_id: userId }, { sort: { id: 1 } }),
      this.active.findOne({ user_id: userId }),
    ]);
    return accounts.map((account) => withStatus(account, active));
  }

  async findById(id: number): Promise<CabinetAccountRecord | undefined> {
    const account = await this.accounts.findOne({ id });
    if (!account) return undefined;
    return withStatus(account, await this.active.findOne({ user_id: account.user_id }));
  }

  async insert(account: CabinetAccountRecord): Promise<void> {
    await this.accounts.insertOne(stored(account));
    if (account.status === 1) await this.choose(account.user_id, account.id);
  }

  async replace(account: CabinetAccountRecord): Promise<void> {
    if (!(await this.accounts.replaceOne({ id: account.id }, stored(account)))) return;
    if (account.status === 1) await this.choose(account.user_id, account.id);
    else await this.active.deleteOne({ user_id: account.user_id, account_id: account.id });
  }

  async delete(id: number): Promise<boolean> {
    const account = await this.accounts.findOne({ id });
    if (!account) return false;
    const deleted = await this.accounts.deleteOne({ id });
    await this.active.deleteOne({ user_id: account.user_id, account_id: id });
    return deleted;
  }

  async activate(userId: number, id: number): Promise<boolean> {
    if (!(await this.accounts.findOne({ id, user_id: userId }))) return false;
    await this.choose(userId, id);
    return true;
  }

  private async choose(userId: number, id: number): Promise<void> {
    const choice = { user_id: userId, account_id: id };
    try {
      await this.active.replaceOne({ user_id: userId }, choice, { upsert: true });
    } catch (error) {
      // A concurrent first choice created the document; replacing it now succeeds.
      if (!(error instanceof DuplicateKeyError)) throw error;
      await this.active.replaceOne({ user_id: userId }, choice);
    }
  }
}

function stored({ status: _status, ...account }: CabinetAccountRecord): StoredCabinetAccount {
  return account;
}

function withStatus(account: StoredCabinetAccount, active: ActiveCabinetAccount | undefined) {
  const status: 0 | 1 = active?.account_id === account.id ? 1 : 0;
  return { ...account, status };
}
