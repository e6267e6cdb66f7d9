/**
 * A contract or invoice as a document to print: every text already in the customer's
 * language and every sum already formatted ("1 234 567,89 soʻm", "1 234 567,89 сум"), so a renderer
 * only lays it out.
 */
export interface ContractDocument {
  /** "Shartnoma № SH-17" / "Hisob-faktura № …" */
  readonly title: string;
  /** "Sana: 21.11.2026", "Ariza № 57" */
  readonly subtitles: readonly string[];
  /** The executor, then the customer: a heading and their requisites, one per line. */
  readonly parties: ReadonlyArray<{ readonly heading: string; readonly lines: readonly string[] }>;
  readonly columns: ContractDocumentRow;
  readonly rows: readonly ContractDocumentRow[];
  /** Discount, VAT, and last the total to pay. */
  readonly totals: readonly string[];
}

/** One line of the table: a device (or a document, a kompleks…) of the appeal. */
export interface ContractDocumentRow {
  readonly number: string;
  readonly name: string;
  readonly amount: string;
  readonly unitPrice: string;
  readonly discount: string;
  readonly vat: string;
  readonly total: string;
}

/** Turns a contract document into a file (a PDF). */
export interface ContractDocumentRenderer {
  /** The document's bytes and their media type. */
  render(document: ContractDocument): Promise<{ readonly bytes: Buffer; readonly contentType: string }>;
}
