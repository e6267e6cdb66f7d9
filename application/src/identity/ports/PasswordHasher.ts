/** Hashes and checks passwords (the persistence adapter provides scrypt). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password fits the hash. Once `abandoned` is aborted, a check that has not
   * started yet is skipped with PasswordCheckAbandonedError.
   */
  verify(password: string, hash: string, abandoned?: AbortSignal): Promise<boolean>;
}
