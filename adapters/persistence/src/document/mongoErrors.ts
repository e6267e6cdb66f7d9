import { ServiceUnavailableError } from "@portal/application";
import {
  MongoError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from "mongodb";
import { DuplicateKeyError } from "./DocumentCollection";

const OUTAGE_ERRORS = [
  MongoNetworkError, // includes MongoNetworkTimeoutError
  MongoServerSelectionError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoTopologyClosedError,
];

// Server answers that mean "not serving now", e.g. while a server shuts down.
const OUTAGE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
]);

const DUPLICATE_KEY = 11000;

/**
 * Socket errors the driver lets through unwrapped: a write to a connection the server
 * has just closed (FerretDB stopping) throws Node's own EPIPE "This socket has been
 * ended by the other party", not a MongoNetworkError.
 */
const SOCKET_CODES = new Set(["EPIPE", "ECONNRESET", "ECONNREFUSED", "ETIMEDOUT", "ERR_SOCKET_CLOSED"]);

/**
 * Turns what the driver throws into what the repositories answer: an outage becomes
 * ServiceUnavailableError (the HTTP adapter's 503), a unique-index refusal becomes
 * DuplicateKeyError; anything else is a defect and passes through unchanged.
 */
export function translateMongoError(error: unknown, collection: string): unknown {
  if (OUTAGE_ERRORS.some((type) => error instanceof type)) {
    return new ServiceUnavailableError("database", error);
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (!(error instanceof MongoError) && typeof code === "string" && SOCKET_CODES.has(code)) {
    return new ServiceUnavailableError("database", error);
  }
  if (error instanceof MongoError) {
    if (error.code === DUPLICATE_KEY) return new DuplicateKeyError(collection, error);
    if (typeof error.code === "number" && OUTAGE_CODES.has(error.code)) {
      return new ServiceUnavailableError("database", error);
    }
  }
  return error;
}
