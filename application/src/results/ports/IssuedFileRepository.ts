/**
 * A certificate's PDF as issued in one language (issue 28): rendered once, when first asked
 * for, signed, and kept; every later download serves these bytes, and "check a file" finds
 * an upload by their hash.
 */
export interface IssuedFileRecord {
  readonly certificate_number: string;
  readonly lang: "uz" | "ru";
  /** Hex SHA-256 of the PDF. */
  readonly sha256: string;
  /** Where the file store keeps it. */
  readonly key: string;
  readonly size: number;
  /** The detached CMS signature over the PDF, DER, base64. */
  readonly cms: string;
  readonly signed_at: string;
}

export interface IssuedFileRepository {
  /** Stores it; false when that certificate already has a file in that language (the first stays). */
  insert(record: IssuedFileRecord): Promise<boolean>;
  find(certificateNumber: string, lang: string): Promise<IssuedFileRecord | undefined>;
  /** Every issued file of the certificate. */
  listByCertificate(certificateNumber: string): Promise<IssuedFileRecord[]>;
  findBySha256(sha256: string): Promise<IssuedFileRecord | undefined>;
}
