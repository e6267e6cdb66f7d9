/**
 * Raised by adapters when the service behind them (MongoDB, MinIO, Redis) cannot be
 * reached in time. The HTTP adapter answers it with 503 and a clear message; every
 * other failure of an adapter is a defect.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly service: "database" | "file-store" | "cache" | "identity",
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

/**
 * Raised by the password hasher when its own queue is full: every hashing slot is busy
 * and as many checks as it lets wait are waiting. Nothing was checked; the HTTP adapter
 * answers 503 with Retry-After, so a sign-in flood is refused at once instead of holding
 * the thread pool the store's file writes share.
 */
export class PasswordCheckBusyError extends Error {
  constructor() {
    super("too many password checks are waiting");
    this.name = "PasswordCheckBusyError";
  }
}

/**
 * Raised by the password hasher for a check whose requester went away while it waited its
 * turn: the check is skipped, so a flood whose connections are dropped costs no hashing and
 * the people queued behind it are not kept waiting for answers nobody will read. The HTTP
 * adapter answers 499 (client closed request), which no client receives.
 */
export class PasswordCheckAbandonedError extends Error {
  constructor() {
    super("the sign-in's requester went away before its password was checked");
    this.name = "PasswordCheckAbandonedError";
  }
}
