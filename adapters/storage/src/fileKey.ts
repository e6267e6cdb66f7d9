/**
 * Keys are "folder/name" (e.g. "recognition-device/3f2a.pdf"). Both stores refuse anything
 * else, so a key can never climb out of the uploads directory or name a different bucket path.
 */
const FILE_KEY = /^[a-z-]+\/[A-Za-z0-9._-]+$/;

export class InvalidFileKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid file key ${JSON.stringify(key)}: expected "folder/name"`);
    this.name = "InvalidFileKeyError";
  }
}

/** The pattern alone lets ".." through as a name, hence the second test. */
export function isFileKey(key: string): boolean {
  return FILE_KEY.test(key) && !key.includes("..") && !key.endsWith("/.");
}

export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new InvalidFileKeyError(key);
  return key;
}
