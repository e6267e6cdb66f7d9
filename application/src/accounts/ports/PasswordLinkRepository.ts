import type { PasswordLinkPurpose } from "@portal/domain";

/**
 * A one-time password link as stored: its token only as a SHA-256 hash, so that whoever reads
 * the store cannot use a link still open.
 */
export interface PasswordLinkRecord {
  /** The token's SHA-256, hex. */
  readonly token_hash: string;
  readonly user_id: number;
  readonly purpose: PasswordLinkPurpose;
  readonly created_at: string;
  readonly expires_at: string;
  /** When it was used, or ended by a newer link or a new password; null while it works. */
  readonly used_at: string | null;
}

export interface PasswordLinkRepository {
  insert(link: PasswordLinkRecord): Promise<void>;
  findByHash(tokenHash: string): Promise<PasswordLinkRecord | undefined>;
  /**
   * Takes the link's one use: true for exactly one caller, however many try at once (an
   * insert checked by a unique index), and the link is marked used.
   */
  use(tokenHash: string, at: string): Promise<boolean>;
  /** Ends every link of the user still open: a newer link, or a new password, replaces them. */
  retireAllOf(userId: number, at: string): Promise<void>;
}
