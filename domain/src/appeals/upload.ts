import { PDF_MAGIC } from "../shared/constants";
import { type Message, message } from "../shared/message";
import { toWellFormedText } from "../shared/primitives";
import { when } from "../shared/rules";

/** What is known of a chosen file before it is stored: its size and its first bytes. */
export interface UploadCandidate {
  /** Shown to the user only: the type is decided by content, never by the name. */
  readonly name?: string | undefined;
  readonly size: number;
  /** The file's first bytes (at least five to recognise a PDF); undefined if not read. */
  readonly firstBytes: Uint8Array | undefined;
  /**
   * The file's last bytes (the last PDF_TRAILER_WINDOW suffice). When given, a PDF must
   * end with its "%%EOF" marker there; when not read (a browser checking a chosen file
   * cheaply), the end is not checked.
   */
  readonly lastBytes?: Uint8Array | undefined;
}

/** A file the server has received whole, as `validateUpload` judges it. */
export const receivedUpload = (name: string, bytes: Uint8Array): UploadCandidate => ({
  name,
  size: bytes.length,
  firstBytes: bytes.subarray(0, 8),
  lastBytes: bytes.subarray(-PDF_TRAILER_WINDOW),
});

/** The longest original file name kept with an upload. */
export const SHOWN_NAME_LENGTH = 255;

/**
 * An uploaded file's own name as it is kept for showing: the browser sends it and nobody
 * typed it here, so it is repaired rather than refused. A NUL is dropped (PostgreSQL's JSON,
 * FerretDB's backend, cannot store one), a lone surrogate becomes U+FFFD, and a long name is
 * cut at a whole character.
 */
export function shownFileName(name: string): string {
  const repaired = toWellFormedText(name.replaceAll("\u0000", ""));
  let kept = "";
  for (const character of repaired) {
    if (kept.length + character.length > SHOWN_NAME_LENGTH) break;
    kept += character;
  }
  return kept;
}

/**
 * A PDF ends with "%%EOF"; readers look for it in the file's last 1024 bytes (ISO 32000-1,
 * 7.5.5, and Adobe's implementation note), so trailing whitespace or a few bytes of junk pass.
 */
export const PDF_TRAILER_WINDOW = 1024;
const END_MARKER = Array.from("%%EOF", (c) => c.charCodeAt(0));

const BYTES_PER_MB = 1024 * 1024;
const MAGIC = Array.from(PDF_MAGIC, (c) => c.charCodeAt(0));

/** True when the bytes begin with "%PDF-". */
export const startsWithPdfMagic = (bytes: Uint8Array | undefined): boolean =>
  bytes !== undefined && bytes.length >= MAGIC.length && MAGIC.every((b, i) => bytes[i] === b);

/** True when "%%EOF" occurs within the last PDF_TRAILER_WINDOW bytes: the PDF was not cut short. */
export function endsWithPdfTrailer(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - PDF_TRAILER_WINDOW);
  for (let i = bytes.length - END_MARKER.length; i >= from; i--) {
    if (END_MARKER.every((b, j) => bytes[i + j] === b)) return true;
  }
  return false;
}

/**
 * The limit in MB as shown to the user, rounded down so it never overstates: to one
 * decimal, or to the first decimal that is not zero for a limit under 0.1 MB (0.06 MB).
 */
export function megabytes(bytes: number): number {
  const mb = bytes / BYTES_PER_MB;
  for (let scale = 10; scale <= 1_000_000; scale *= 10) {
    const rounded = Math.floor(mb * scale) / scale;
    if (rounded > 0) return rounded;
  }
  return 0;
}

/**
 * A document upload (spec 5: PDF only). No file or an empty one: fileMissing only.
 * Otherwise, in order: pdfOnly when the content does not start with "%PDF-" (unread
 * bytes count as not PDF); uploadFailed — the spec's "Xatolik! Fayl hajmi..." family,
 * "…or the file is damaged" — with the limit in MB when larger than maxBytes, or when a
 * PDF's read end lacks its "%%EOF" (cut short, or "%PDF-" followed by anything at all).
 */
export function validateUpload(file: UploadCandidate | null | undefined, maxBytes: number): Message[] {
  if (!file || !Number.isFinite(file.size) || file.size <= 0) return [message("fileMissing")];
  const pdf = startsWithPdfMagic(file.firstBytes);
  const cutShort = pdf && file.lastBytes !== undefined && !endsWithPdfTrailer(file.lastBytes);
  return [
    ...when(!pdf, message("pdfOnly")),
    ...when(file.size > maxBytes || cutShort, message("uploadFailed", { limit: megabytes(maxBytes) })),
  ];
}
