import { createRequire } from "node:module";
import type { ContractDocument, ContractDocumentRenderer, ContractDocumentRow } from "@portal/application";
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

const MARGIN = 40;
const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;

/**
 * Column widths on an A4 page (515 pt between the margins), in the order of the table.
 * A sum of nine digits ("123 456 789.00 so'm", 86 pt at 8 pt) fits its cell on one line;
 * a long name wraps.
 */
const COLUMNS: ReadonlyArray<readonly [keyof ContractDocumentRow, number, "left" | "right"]> = [
  ["number", 20, "left"],
  ["name", 113, "left"],
  ["amount", 34, "right"],
  ["unitPrice", 88, "right"],
  ["discount", 84, "right"],
  ["vat", 84, "right"],
  ["total", 92, "right"],
];

type Pdf = PDFKit.PDFDocument;

/** Contracts and invoices as A4 PDFs, laid out with pdfkit: title, parties, table, totals. */
export class PdfkitContractDocumentRenderer implements ContractDocumentRenderer {
  async render(document: ContractDocument): Promise<{ bytes: Buffer; contentType: string }> {
    const pdf = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      info: { Title: document.title, Creator: "Metrology portal" },
    });
    pdf.registerFont("regular", FONTS.regular);
    pdf.registerFont("bold", FONTS.bold);
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      pdf.on("end", resolve);
      pdf.on("error", reject);
    });

    heading(pdf, document);
    parties(pdf, document);
    table(pdf, document);
    totals(pdf, document);
    pdf.end();
    await ended;
    return { bytes: Buffer.concat(chunks), contentType: "application/pdf" };
  }
}

function heading(pdf: Pdf, document: ContractDocument): void {
  pdf.font("bold").fontSize(16).text(document.title, { align: "center" });
  pdf.font("regular").fontSize(10);
  for (const line of document.subtitles) pdf.text(line, { align: "center" });
  pdf.moveDown();
}

/** The executor on the left, the customer on the right, each heading over its requisites. */
function parties(pdf: Pdf, document: ContractDocument): void {
  const top = pdf.y;
  const width = (pdf.page.width - 2 * MARGIN - 20) / 2;
  let bottom = top;
  document.parties.forEach((party, i) => {
    const x = MARGIN + i * (width + 20);
    pdf.font("bold").fontSize(11).text(party.heading, x, top, { width });
    pdf.font("regular").fontSize(9);
    for (const line of party.lines) pdf.text(line, x, pdf.y, { width });
    bottom = Math.max(bottom, pdf.y);
  });
  pdf.x = MARGIN;
  pdf.y = bottom + 14;
}

const rowHeight = (pdf: Pdf, row: ContractDocumentRow): number =>
  Math.max(
    ...COLUMNS.map(([key, width]) => pdf.heightOfString(row[key], { width: width - 2 * CELL_PADDING })),
  ) +
  2 * CELL_PADDING;

function drawRow(pdf: Pdf, row: ContractDocumentRow, font: "regular" | "bold"): void {
  pdf.font(font).fontSize(TABLE_FONT_SIZE);
  const height = rowHeight(pdf, row);
  const top = pdf.y;
  let x = MARGIN;
  for (const [key, width, align] of COLUMNS) {
    pdf.rect(x, top, width, height).stroke();
    pdf.text(row[key], x + CELL_PADDING, top + CELL_PADDING, { width: width - 2 * CELL_PADDING, align });
    x += width;
  }
  pdf.x = MARGIN;
  pdf.y = top + height;
}

/** One line per row; the header again at the top of every page the table runs onto. */
function table(pdf: Pdf, document: ContractDocument): void {
  pdf.lineWidth(0.5);
  drawRow(pdf, document.columns, "bold");
  for (const row of document.rows) {
    pdf.font("regular").fontSize(TABLE_FONT_SIZE);
    if (pdf.y + rowHeight(pdf, row) > pdf.page.height - MARGIN) {
      pdf.addPage();
      drawRow(pdf, document.columns, "bold");
    }
    drawRow(pdf, row, "regular");
  }
  pdf.moveDown();
}

function totals(pdf: Pdf, document: ContractDocument): void {
  const width = pdf.page.width - 2 * MARGIN;
  document.totals.forEach((line, i) => {
    const last = i === document.totals.length - 1;
    pdf.font(last ? "bold" : "regular").fontSize(last ? 11 : 10);
    pdf.text(line, MARGIN, pdf.y, { width, align: "right" });
  });
}
