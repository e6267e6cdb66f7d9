import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans from its npm package (no system font needed): it covers Uzbek Latin
 * (oʻ gʻ, the ‘ ’ apostrophes) and Cyrillic, so both languages print as written.
 */
export const FONTS = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

export const MARGIN = 40;

export type Pdf = PDFKit.PDFDocument;

export interface A4Options {
  /**
   * Room kept free at the foot of every page for a footer drawn once the content is laid
   * out: the pages stay buffered until `done()`, so the footer can count them.
   */
  readonly footer?: number;
  /** The file's creation date: fixed, the same content gives the same bytes (its /ID too). */
  readonly createdAt?: Date;
}

/** An A4 document with the portal's fonts, and `done()` that ends it and answers its bytes. */
export function openA4(
  title: string,
  options: A4Options = {},
): { readonly pdf: Pdf; readonly done: () => Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + (options.footer ?? 0) },
    bufferPages: options.footer !== undefined,
    info: {
      Title: title,
      Creator: "Metrology portal",
      ...(options.createdAt ? { CreationDate: options.createdAt } : {}),
    },
  });
  pdf.registerFont("regular", FONTS.regular);
  pdf.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on("end", resolve);
    pdf.on("error", reject);
  });
  return {
    pdf,
    done: async () => {
      pdf.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

export interface Party {
  readonly heading: string;
  readonly lines: readonly string[];
}

/**
 * The parties side by side (the executor on the left, the customer on the right), each
 * heading over its lines; the cursor goes back to the left margin `gap` below the longer.
 */
export function drawParties(pdf: Pdf, parties: readonly Party[], gap: number): void {
  const top = pdf.y;
  const width = (pdf.page.width - 2 * MARGIN - 20) / 2;
  let bottom = top;
  parties.forEach((party, i) => {
    const x = MARGIN + i * (width + 20);
    pdf.font("bold").fontSize(11).text(party.heading, x, top, { width });
    pdf.font("regular").fontSize(9);
    for (const line of party.lines) pdf.text(line, x, pdf.y, { width });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.x = MARGIN;
  pdf.y = bottom + gap;
}
