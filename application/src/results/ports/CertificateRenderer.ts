/**
 * A certificate (or a notice of unfitness, or a conclusion) as a document to print: every
 * text already in the language asked for, so a renderer only lays it out, and the address
 * of its public check, which the renderer prints as a QR code too.
 */
export interface CertificateDocument {
  readonly title: string;
  readonly subtitles: readonly string[];
  /** The executor, then the customer. */
  readonly parties: ReadonlyArray<{ readonly heading: string; readonly lines: readonly string[] }>;
  /** The instrument, the dates, the result: one line each. */
  readonly details: readonly string[];
  /** The public check page of this certificate, and the line printed beside its QR code. */
  readonly check: { readonly url: string; readonly caption: string };
}

export interface CertificateRenderer {
  render(document: CertificateDocument): Promise<{ readonly bytes: Buffer; readonly contentType: string }>;
}
