import type { PasswordLinkRecord, PasswordLinkRepository } from "@portal/application";
import { type DocumentCollection, DuplicateKeyError } from "../document/DocumentCollection";

/** The one use of a link, claimed by inserting its hash under a unique index. */
export interface PasswordLinkUse {
  readonly token_hash: string;
  readonly at: string;
}

export class DocumentPasswordLinkRepository implements PasswordLinkRepository {
  constructor(
    private readonly links: DocumentCollection<PasswordLinkRecord>,
    private readonly uses: DocumentCollection<PasswordLinkUse>,
  ) {}

  async insert(link: PasswordLinkRecord): Promise<void> {
    await this.links.insertOne(link);
  }

  findByHash(tokenHash: string): Promise<PasswordLinkRecord | undefined> {
    return this.links.findOne({ token_hash: tokenHash });
  }

  /** The insert decides (the one atomic write on every store); the link's own mark follows. */
  async use(tokenHash: string, at: string): Promise<boolean> {
    try {
      await this.uses.insertOne({ token_hash: tokenHash, at });
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
    await this.links.updateMany({ token_hash: tokenHash }, { used_at: at });
    return true;
  }

  async retireAllOf(userId: number, at: string): Promise<void> {
    await this.links.updateMany({ user_id: userId, used_at: null }, { used_at: at });
  }
}
