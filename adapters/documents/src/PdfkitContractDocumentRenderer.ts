import type { ContractDocument, ContractDocumentRenderer, ContractDocumentRow } from "@portal/application";
import { drawParties, MARGIN, openA4, type Pdf } from "./pdfkitPage";

const CELL_PADDING = 3;
const TABLE_FONT_SIZE = 8;

/**
 * Column widths on an A4 page (515 pt between the margins), in the order of the table.
 * A sum of nine digits ("123 456 789,00 soʻm", 86 pt at 8 pt) fits its cell on one line;
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

/** Contracts and invoices as A4 PDFs, laid out with pdfkit: title, parties, table, totals. */
export class PdfkitContractDocumentRenderer implements ContractDocumentRenderer {
  async render(document: ContractDocument): Promise<{ bytes: Buffer; contentType: string }> {
    const { pdf, done } = openA4(document.title);
    heading(pdf, document);
    drawParties(pdf, document.parties, 14);
    table(pdf, document);
    totals(pdf, document);
    return { bytes: await done(), contentType: "application/pdf" };
  }
}

function heading(pdf: Pdf, document: ContractDocument): void {
  pdf.font("bold").fontSize(16).text(document.title, { align: "center" });
  pdf.font("regular").fontSize(10);
  for (const line of document.subtitles) pdf.text(line, { align: "center" });
  pdf.moveDown();
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
