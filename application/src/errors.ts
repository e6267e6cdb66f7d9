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
