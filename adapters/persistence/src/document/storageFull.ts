import { StorageFullError } from "@portal/application";

/** What the file system answers when a write finds no room: no space, or the quota used up. */
const FULL_CODES = new Set(["ENOSPC", "EDQUOT"]);

export const isDiskFull = (error: unknown): boolean =>
  FULL_CODES.has(String((error as { code?: unknown } | null)?.code));

/** A full disk becomes StorageFullError (the HTTP adapter's 503); anything else is unchanged. */
export const translateDiskFull = (error: unknown): unknown =>
  isDiskFull(error) ? new StorageFullError("database", error) : error;
