import { PDF_MAGIC } from "../constants";
import { type Message, message } from "../messages";
import { when } from "./rules";

/** What is known of a chosen file before it is stored: its size and its first bytes. */
export interface UploadCandidate {
  /** Shown to the user only: the type is decided by content, never by the name. */
  readonly name?: string | undefined;
  readonly size: number;
  /** The file's first bytes (at least five to recognise a PDF); undefined if not read. */
  readonly firstBytes: Uint8Array | undefined;
}

const BYTES_PER_MB = 1024 * 1024;
const MAGIC = Array.from(PDF_MAGIC, (c) => c.charCodeAt(0));

/** True when the bytes begin with "%PDF-". */
export const startsWithPdfMagic = (bytes: Uint8Array | undefined): boolean =>
  bytes !== undefined && bytes.length >= MAGIC.length && MAGIC.every((b, i) => bytes[i] === b);

/** The limit in MB as shown to the user, rounded down to one decimal so it never overstates. */
export const megabytes = (bytes: number): number => Math.floor((bytes / BYTES_PER_MB) * 10) / 10;

/**
 * A document upload (spec 5: PDF only). No file or an empty one: fileMissing only.
 * Otherwise, in order: pdfOnly when the content does not start with "%PDF-" (unread
 * bytes count as not PDF), uploadFailed with the limit in MB when larger than maxBytes.
 */
export function validateUpload(file: UploadCandidate | null | undefined, maxBytes: number): Message[] {
  if (!file || !Number.isFinite(file.size) || file.size <= 0) return [message("fileMissing")];
  return [
    ...when(!startsWithPdfMagic(file.firstBytes), message("pdfOnly")),
    ...when(file.size > maxBytes, message("uploadFailed", { limit: megabytes(maxBytes) })),
  ];
}
