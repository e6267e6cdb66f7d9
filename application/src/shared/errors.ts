/**
 * Raised by adapters when the service behind them (MongoDB, MinIO, Redis) cannot be
 * reached in time. The HTTP adapter answers it with 503 and a clear message; every
 * other failure of an adapter is a defect.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: "database" | "file-store" | "cache",
    cause?: unknown,
  ) {
    super(`${service} is unavailable`, { cause });
    this.name = "ServiceUnavailableError";
  }
}

/**
 * Raised by an embedded adapter when the disk it writes to is full (ENOSPC, EDQUOT).
 * Nothing of the failed write stays, on disk or in memory, so a retry once space is
 * freed stores it; the HTTP adapter answers 503 with a "storage full" message.
 */
export class StorageFullError extends Error {
  constructor(
    readonly store: "database" | "file-store",
    cause?: unknown,
  ) {
    super(`the ${store}'s disk is full`, { cause });
    this.name = "StorageFullError";
  }
}
