import type {
  CertificateDocument,
  CertificateRenderer,
  CertificateSection,
  CertificateTable,
} from "@portal/application";
import QRCode from "qrcode";
import { drawParties, MARGIN, openA4, type Pdf } from "./pdfkitPage";

const QR_SIZE = 96;
/** The light border around a QR code, in modules (the standard asks for four). */
const QR_QUIET_ZONE = 4;
/** Room kept at the foot of every page for "page n of N". */
const FOOTER = 24;
const BODY = 9;
const TABLE_FONT = 8;
const CELL_PADDING = 3;
/** The share of a section's width its field labels take. */
const LABEL_SHARE = 0.36;
const RULE = "#7a7a7a";
const BAND = "#ececec";
const MUTED = "#3a3a3a";
/** How far a heading's, a field's and a paragraph's text stand in from the margin. */
const INDENT = 4;
/** The space between a section's fields, its table and its paragraphs. */
const PART_GAP = 5;

/**
 * The dark modules of the QR code of `text` as [row, column] pairs, and the code's size in
 * modules. Drawn as squares, not embedded as an image: sharp at any zoom, and the PDF holds
 * no binary image stream.
 */
export function qrModules(text: string): {
  readonly size: number;
  readonly dark: ReadonlyArray<readonly [number, number]>;
} {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const dark: Array<readonly [number, number]> = [];
  for (let row = 0; row < modules.size; row++)
    for (let column = 0; column < modules.size; column++)
      if (modules.get(row, column)) dark.push([row, column]);
  return { size: modules.size, dark };
}

/**
 * Certificates, notices of unfitness and conclusions as A4 PDFs laid out as a lab issues
 * them (ISO/IEC 17025 §7.8): the lab's header, the title and number, the parties, each
 * section (fields as a label/value grid, its table with the header row again on every page
 * it runs onto, then its notes), the statements, the signature beside the QR code of the
 * public check, the end mark, and on every page its footer with "page n of N". A heading
 * never stays alone at the foot of a page, and nothing is drawn over the footer. The same
 * document with its `issuedAt` renders to the same bytes.
 */
export class PdfkitCertificateRenderer implements CertificateRenderer {
  async render(document: CertificateDocument): Promise<{ bytes: Buffer; contentType: string }> {
    const { pdf, done } = openA4(`${document.title} ${document.number}`, {
      footer: FOOTER,
      ...(document.issuedAt ? { createdAt: document.issuedAt } : {}),
    });
    header(pdf, document);
    drawParties(pdf, document.parties, 12);
    pdf.font("regular").fontSize(BODY).fillColor("#000000");
    for (const line of document.details) pdf.text(line, MARGIN, pdf.y, { width: contentWidth(pdf) });
    if (document.details.length > 0) pdf.moveDown(0.5);
    for (const section of document.sections) drawSection(pdf, section);
    statements(pdf, document.statements);
    closing(pdf, document);
    footers(pdf, document.footer);
    return { bytes: await done(), contentType: "application/pdf" };
  }
}

const contentWidth = (pdf: Pdf): number => pdf.page.width - 2 * MARGIN;

/** A new page when `height` does not fit above the footer. */
function keep(pdf: Pdf, height: number): void {
  if (pdf.y + height > pdf.page.maxY()) pdf.addPage();
}

function header(pdf: Pdf, document: CertificateDocument): void {
  const width = contentWidth(pdf);
  const [name, ...lines] = document.lab;
  if (name !== undefined)
    pdf.font("bold").fontSize(11).fillColor("#000000").text(name, MARGIN, pdf.y, { width });
  pdf.font("regular").fontSize(8).fillColor(MUTED);
  for (const line of lines) pdf.text(line, MARGIN, pdf.y, { width });
  const rule = pdf.y + 4;
  pdf
    .moveTo(MARGIN, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(0.8)
    .strokeColor("#000000")
    .stroke();
  pdf.y = rule + 14;
  pdf
    .fillColor("#000000")
    .font("bold")
    .fontSize(15)
    .text(document.title, MARGIN, pdf.y, { width, align: "center" });
  pdf.fontSize(12).text(document.number, MARGIN, pdf.y + 2, { width, align: "center" });
  pdf.font("regular").fontSize(BODY).moveDown(0.3);
  for (const line of document.subtitles) pdf.text(line, MARGIN, pdf.y, { width, align: "center" });
  pdf.y += 12;
}

function drawSection(pdf: Pdf, section: CertificateSection): void {
  const first = firstBlockHeight(pdf, section);
  const height = headingHeight(pdf, section.heading);
  keep(pdf, height + first);
  drawHeading(pdf, section.heading, height);
  const fields = section.fields ?? [];
  for (const field of fields) drawField(pdf, field);
  if (section.table) {
    if (fields.length > 0) pdf.y += PART_GAP;
    drawTable(pdf, section.table);
  }
  (section.paragraphs ?? []).forEach((paragraph, i) => {
    pdf.y += i === 0 && fields.length === 0 && !section.table ? 0 : PART_GAP;
    pdf.font("regular").fontSize(BODY).fillColor("#000000");
    const width = paragraphWidth(pdf);
    // Two lines at least on this page; a longer paragraph flows on to the next.
    keep(pdf, Math.min(pdf.heightOfString(paragraph, { width }), 2 * pdf.currentLineHeight(true)));
    pdf.text(paragraph, MARGIN + INDENT, pdf.y, { width });
  });
  pdf.y += 12;
}

/** Paragraphs and fields start where the heading's text does. */
const paragraphWidth = (pdf: Pdf): number => contentWidth(pdf) - 2 * INDENT;

const headingHeight = (pdf: Pdf, heading: string): number =>
  pdf
    .font("bold")
    .fontSize(10)
    .heightOfString(heading, { width: contentWidth(pdf) - 2 * INDENT }) + 8;

function drawHeading(pdf: Pdf, heading: string, height: number): void {
  const top = pdf.y;
  pdf.rect(MARGIN, top, contentWidth(pdf), height - 2).fill(BAND);
  pdf
    .fillColor("#000000")
    .font("bold")
    .fontSize(10)
    .text(heading, MARGIN + INDENT, top + 3, {
      width: contentWidth(pdf) - 2 * INDENT,
    });
  pdf.x = MARGIN;
  pdf.y = top + height + 2;
}

/** What must follow a heading on its page: its first field, its table's header and first row, or two lines. */
function firstBlockHeight(pdf: Pdf, section: CertificateSection): number {
  const [field] = section.fields ?? [];
  if (field) return fieldHeight(pdf, field);
  if (section.table) {
    const widths = columnWidths(pdf, section.table, contentWidth(pdf));
    const [row] = section.table.rows;
    return (
      captionHeight(pdf, section.table) +
      rowHeight(pdf, section.table.columns, widths, "bold") +
      (row ? rowHeight(pdf, row, widths, "regular") : 0)
    );
  }
  const [paragraph] = section.paragraphs ?? [];
  if (paragraph === undefined) return 0;
  pdf.font("regular").fontSize(BODY);
  return Math.min(
    pdf.heightOfString(paragraph, { width: paragraphWidth(pdf) }),
    2 * pdf.currentLineHeight(true),
  );
}

/** Where a field's label and its value stand: each its left edge and width. */
function fieldColumns(pdf: Pdf): {
  readonly label: readonly [number, number];
  readonly value: readonly [number, number];
} {
  const label = Math.round(contentWidth(pdf) * LABEL_SHARE);
  return {
    label: [MARGIN + INDENT, label - 2 * INDENT],
    value: [MARGIN + label, contentWidth(pdf) - label - INDENT],
  };
}

function fieldHeight(pdf: Pdf, [label, value]: readonly [string, string]): number {
  const columns = fieldColumns(pdf);
  pdf.font("regular").fontSize(BODY);
  return (
    Math.max(
      pdf.heightOfString(label, { width: columns.label[1] }),
      pdf.heightOfString(value, { width: columns.value[1] }),
    ) + 3
  );
}

function drawField(pdf: Pdf, field: readonly [string, string]): void {
  const height = fieldHeight(pdf, field);
  keep(pdf, height);
  const { label, value } = fieldColumns(pdf);
  const top = pdf.y;
  pdf.font("regular").fontSize(BODY).fillColor(MUTED).text(field[0], label[0], top, { width: label[1] });
  pdf.fillColor("#000000").text(field[1], value[0], top, { width: value[1] });
  pdf.x = MARGIN;
  pdf.y = top + height;
}

const captionHeight = (pdf: Pdf, table: CertificateTable): number =>
  table.caption === undefined
    ? 0
    : pdf
        .font("bold")
        .fontSize(BODY)
        .heightOfString(table.caption, { width: contentWidth(pdf) }) + 3;

/**
 * Each column as wide as its longest text when the table fits the page, widened in
 * proportion to fill it; otherwise each as wide as its longest word, the room left shared
 * by how much more each column's text wants.
 */
function columnWidths(pdf: Pdf, table: CertificateTable, width: number): number[] {
  const longestWord = (text: string) =>
    Math.max(0, ...text.split(/\s+/).map((word) => pdf.widthOfString(word)));
  const least: number[] = [];
  const wanted: number[] = [];
  table.columns.forEach((column, i) => {
    pdf.font("bold").fontSize(TABLE_FONT);
    let low = longestWord(column);
    let high = pdf.widthOfString(column);
    pdf.font("regular");
    for (const row of table.rows) {
      const cell = row[i] ?? "";
      low = Math.max(low, longestWord(cell));
      high = Math.max(high, pdf.widthOfString(cell));
    }
    least.push(low + 2 * CELL_PADDING + 1);
    wanted.push(high + 2 * CELL_PADDING + 1);
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  if (sum(wanted) <= width) return wanted.map((w) => (w * width) / sum(wanted));
  if (sum(least) >= width) return least.map((w) => (w * width) / sum(least));
  const spare = (width - sum(least)) / (sum(wanted) - sum(least));
  return least.map((w, i) => w + ((wanted[i] ?? w) - w) * spare);
}

function rowHeight(
  pdf: Pdf,
  cells: readonly string[],
  widths: readonly number[],
  font: "regular" | "bold",
): number {
  pdf.font(font).fontSize(TABLE_FONT);
  return (
    Math.max(...widths.map((w, i) => pdf.heightOfString(cells[i] ?? "", { width: w - 2 * CELL_PADDING }))) +
    2 * CELL_PADDING
  );
}

function drawRow(
  pdf: Pdf,
  cells: readonly string[],
  widths: readonly number[],
  align: ReadonlyArray<"left" | "right" | "center">,
  font: "regular" | "bold",
): void {
  const height = rowHeight(pdf, cells, widths, font);
  const top = pdf.y;
  let x = MARGIN;
  if (font === "bold") pdf.rect(MARGIN, top, contentWidth(pdf), height).fill(BAND);
  pdf.lineWidth(0.4).strokeColor(RULE).fillColor("#000000").font(font).fontSize(TABLE_FONT);
  widths.forEach((width, i) => {
    const text = cells[i] ?? "";
    pdf.rect(x, top, width, height).stroke();
    // A header cell is centred in its height; a value starts at the top of its row.
    const inner = width - 2 * CELL_PADDING;
    const offset =
      font === "bold" ? (height - 2 * CELL_PADDING - pdf.heightOfString(text, { width: inner })) / 2 : 0;
    pdf.text(text, x + CELL_PADDING, top + CELL_PADDING + offset, {
      width: inner,
      align: align[i] ?? "left",
    });
    x += width;
  });
  pdf.x = MARGIN;
  pdf.y = top + height;
}

/** The header row, and again at the top of every page the rows run onto. */
function drawTable(pdf: Pdf, table: CertificateTable): void {
  const widths = columnWidths(pdf, table, contentWidth(pdf));
  const align = table.columns.map((_, i) => (table.numeric?.[i] ? "right" : "left") as "left" | "right");
  const centred = table.columns.map(() => "center" as const);
  const [first] = table.rows;
  const headerHeight = rowHeight(pdf, table.columns, widths, "bold");
  keep(
    pdf,
    captionHeight(pdf, table) + headerHeight + (first ? rowHeight(pdf, first, widths, "regular") : 0),
  );
  if (table.caption !== undefined) {
    pdf
      .font("bold")
      .fontSize(BODY)
      .fillColor("#000000")
      .text(table.caption, MARGIN, pdf.y, { width: contentWidth(pdf) });
    pdf.y += 3;
  }
  drawRow(pdf, table.columns, widths, centred, "bold");
  for (const row of table.rows) {
    if (pdf.y + rowHeight(pdf, row, widths, "regular") > pdf.page.maxY()) {
      pdf.addPage();
      drawRow(pdf, table.columns, widths, centred, "bold");
    }
    drawRow(pdf, row, widths, align, "regular");
  }
  pdf.y += 2;
}

function statements(pdf: Pdf, lines: readonly string[]): void {
  const width = contentWidth(pdf);
  pdf.font("regular").fontSize(BODY).fillColor("#000000");
  for (const line of lines) {
    keep(pdf, pdf.heightOfString(line, { width }));
    pdf.text(line, MARGIN, pdf.y, { width, paragraphGap: 2 });
  }
  pdf.y += 12;
}

/**
 * The signature on the left, the QR code of the public check on the right, the check's
 * line under both (on one line: its address is read back from the text), then the end
 * mark: kept together on one page.
 */
function closing(pdf: Pdf, document: CertificateDocument): void {
  const width = contentWidth(pdf);
  const signatureWidth = width - QR_SIZE - 24;
  const signature = document.signature;
  pdf.font("bold").fontSize(10);
  let signatureHeight = pdf.heightOfString(signature.heading, { width: signatureWidth }) + 4;
  pdf.font("regular").fontSize(BODY);
  for (const line of signature.lines)
    signatureHeight += pdf.heightOfString(line, { width: signatureWidth }) + 2;
  pdf.fontSize(8);
  const captionHeight = pdf.heightOfString(document.check.caption, { width });
  pdf.font("bold").fontSize(BODY);
  const endHeight = pdf.heightOfString(document.endMark, { width });
  keep(pdf, Math.max(signatureHeight, QR_SIZE) + 6 + captionHeight + 14 + endHeight);

  const top = pdf.y;
  pdf
    .font("bold")
    .fontSize(10)
    .fillColor("#000000")
    .text(signature.heading, MARGIN, top, { width: signatureWidth });
  pdf.y += 4;
  pdf.font("regular").fontSize(BODY);
  for (const line of signature.lines)
    pdf.text(line, MARGIN, pdf.y, { width: signatureWidth, paragraphGap: 2 });
  const signatureBottom = pdf.y;

  drawQr(pdf, document.check.url, MARGIN + width - QR_SIZE, top);
  pdf.y = Math.max(signatureBottom, top + QR_SIZE) + 6;
  pdf.font("regular").fontSize(8).fillColor(MUTED).text(document.check.caption, MARGIN, pdf.y, { width });
  pdf.y += 14;
  pdf
    .font("bold")
    .fontSize(BODY)
    .fillColor("#000000")
    .text(document.endMark, MARGIN, pdf.y, { width, align: "center" });
}

function drawQr(pdf: Pdf, url: string, left: number, top: number): void {
  const qr = qrModules(url);
  const cell = QR_SIZE / (qr.size + 2 * QR_QUIET_ZONE);
  for (const [row, column] of qr.dark)
    pdf.rect(left + (column + QR_QUIET_ZONE) * cell, top + (row + QR_QUIET_ZONE) * cell, cell, cell);
  pdf.fill("#000000");
}

/** "{page}" and "{pages}" filled on every page, under a thin rule, below the content's limit. */
function footers(pdf: Pdf, footer: string): void {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const width = contentWidth(pdf);
    const rule = pdf.page.height - MARGIN - FOOTER + 8;
    // The footer lies below the content's limit: let pdfkit write there without a new page.
    pdf.page.margins.bottom = 0;
    pdf
      .moveTo(MARGIN, rule)
      .lineTo(MARGIN + width, rule)
      .lineWidth(0.4)
      .strokeColor(RULE)
      .stroke();
    const text = footer.replaceAll("{page}", String(i - start + 1)).replaceAll("{pages}", String(count));
    pdf
      .font("regular")
      .fontSize(8)
      .fillColor(MUTED)
      .text(text, MARGIN, rule + 4, {
        width,
        align: "center",
        lineBreak: false,
      });
  }
}
