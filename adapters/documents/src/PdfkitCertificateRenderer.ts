import type { CertificateDocument, CertificateRenderer } from "@portal/application";
import QRCode from "qrcode";
import { drawParties, MARGIN, openA4 } from "./pdfkitPage";

const QR_SIZE = 120;
/** The light border around a QR code, in modules (the standard asks for four). */
const QR_QUIET_ZONE = 4;

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
 * Certificates, notices of unfitness and conclusions as A4 PDFs (issue 14): title, the
 * parties, the instrument and its result line by line, and a QR code of the public check
 * page with its address printed beside it (so the text of the PDF holds it too).
 */
export class PdfkitCertificateRenderer implements CertificateRenderer {
  async render(document: CertificateDocument): Promise<{ bytes: Buffer; contentType: string }> {
    const qr = qrModules(document.check.url);
    const { pdf, done } = openA4(document.title);

    const width = pdf.page.width - 2 * MARGIN;
    pdf.font("bold").fontSize(13).text(document.title, { align: "center", width });
    pdf.font("regular").fontSize(10);
    for (const line of document.subtitles) pdf.text(line, { align: "center", width });
    pdf.moveDown();

    drawParties(pdf, document.parties, 18);

    pdf.font("regular").fontSize(11);
    for (const line of document.details) pdf.text(line, MARGIN, pdf.y, { width, paragraphGap: 4 });
    pdf.moveDown();

    if (pdf.y + QR_SIZE > pdf.page.height - MARGIN) pdf.addPage();
    const qrTop = pdf.y;
    const cell = QR_SIZE / (qr.size + 2 * QR_QUIET_ZONE);
    for (const [row, column] of qr.dark)
      pdf.rect(MARGIN + (column + QR_QUIET_ZONE) * cell, qrTop + (row + QR_QUIET_ZONE) * cell, cell, cell);
    pdf.fill("#000000");
    pdf
      .font("regular")
      .fontSize(9)
      .text(document.check.caption, MARGIN + QR_SIZE + 14, qrTop + 10, {
        width: width - QR_SIZE - 14,
      });

    return { bytes: await done(), contentType: "application/pdf" };
  }
}
