/** Hashes and checks passwords (the persistence adapter provides scrypt). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}
