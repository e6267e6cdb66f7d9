/** Hashes and checks passwords (the persistence adapter provides scrypt). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password fits the hash. Once `abandoned` is aborted, a check that has not
   * started yet is skipped with PasswordCheckAbandonedError. No hash (an unknown login): false,
   * after a check as costly as one of a hash made now, so that a login cannot be probed.
   */
  verify(password: string, hash: string | undefined, abandoned?: AbortSignal): Promise<boolean>;
  /**
   * Whether a check asked now would be refused at once (PasswordCheckBusyError): every
   * check is taken and the queue is full. Cheap, so a sign-in can be refused before its
   * body is read.
   */
  busy(): boolean;
}
