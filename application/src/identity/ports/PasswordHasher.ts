/** Hashes and checks passwords (the persistence adapter provides scrypt). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password fits the hash. Once `abandoned` is aborted, a check that has not
   * started yet is skipped with PasswordCheckAbandonedError.
   */
  verify(password: string, hash: string, abandoned?: AbortSignal): Promise<boolean>;
  /**
   * Whether a check asked now would be refused at once (PasswordCheckBusyError): every
   * check is taken and the queue is full. Cheap, so a sign-in can be refused before its
   * body is read.
   */
  busy(): boolean;
}
