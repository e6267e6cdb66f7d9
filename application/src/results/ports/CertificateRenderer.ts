/** A table of a certificate: its columns, which of them hold numbers, its rows. */
export interface CertificateTable {
  readonly caption?: string;
  readonly columns: readonly string[];
  /** Right-aligned columns (numbers). */
  readonly numeric?: readonly boolean[];
  readonly rows: ReadonlyArray<readonly string[]>;
}

/** A titled part of a certificate: label and value pairs, paragraphs, a table. */
export interface CertificateSection {
  readonly heading: string;
  /** Label: value pairs, drawn as two columns. */
  readonly fields?: ReadonlyArray<readonly [string, string]>;
  readonly paragraphs?: readonly string[];
  readonly table?: CertificateTable;
}

/**
 * A certificate (or a notice of unfitness, or a conclusion) as a document to print (issue 28,
 * ISO/IEC 17025 §7.8): every text already in the language asked for, so a renderer only lays
 * it out and adds no words of its own; the address of its public check, printed as a QR code too.
 */
export interface CertificateDocument {
  /** The lab: its name first, then address, phone, TIN. */
  readonly lab: readonly string[];
  readonly title: string;
  /** "№ 01-2026-ABCD1234". */
  readonly number: string;
  /** The date of issue, the appeal, the certificate a correction replaces. */
  readonly subtitles: readonly string[];
  /** The executor, then the customer. */
  readonly parties: ReadonlyArray<{ readonly heading: string; readonly lines: readonly string[] }>;
  /** Plain lines before the sections (may be empty). */
  readonly details: readonly string[];
  readonly sections: readonly CertificateSection[];
  /** E.g. "the results relate only to the items calibrated". */
  readonly statements: readonly string[];
  /** Who authorised it: name, position, the electronic signature's line. */
  readonly signature: { readonly heading: string; readonly lines: readonly string[] };
  /** Printed at the foot of every page with {page} and {pages} filled in. */
  readonly footer: string;
  /** The clear end of the certificate, printed once after its last content. */
  readonly endMark: string;
  /** When it was issued: the PDF's creation date, so the same certificate renders to the same bytes. */
  readonly issuedAt?: Date;
  /** The public check page of this certificate, and the line printed beside its QR code. */
  readonly check: { readonly url: string; readonly caption: string };
}

export interface CertificateRenderer {
  render(document: CertificateDocument): Promise<{ readonly bytes: Buffer; readonly contentType: string }>;
}
