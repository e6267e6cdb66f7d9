import type { CertificateDocument } from "@portal/application";
import { pdfText } from "@portal/testkit";
import { expect } from "chai";
import QRCode from "qrcode";
import { PdfkitCertificateRenderer, qrModules } from "../src/PdfkitCertificateRenderer";

const aCertificate = (overrides: Partial<CertificateDocument> = {}): CertificateDocument => ({
  title: "Qiyoslash toʻgʻrisidagi guvohnoma № 03-2026-ABCDEFGH",
  subtitles: ["Sana: 21.11.2026", "Ariza № 57"],
  parties: [
    { heading: "Ijrochi", lines: ["Metrologiya markazi", "STIR: 200000001"] },
    { heading: "Buyurtmachi", lines: ["Demo Metall MChJ"] },
  ],
  details: ["O'lchash vositasi: Manometr", "Zavod raqami: SN-17", "Natija: Yaroqli"],
  check: {
    url: "https://portal.example.uz/check/03-2026-ABCDEFGH",
    caption: "Sertifikatni tekshirish: https://portal.example.uz/check/03-2026-ABCDEFGH",
  },
  ...overrides,
});

describe("PdfkitCertificateRenderer", () => {
  it("prints the title, the parties, the details and the check address beside its QR code", async () => {
    const file = await new PdfkitCertificateRenderer().render(aCertificate());
    expect(file.contentType).to.equal("application/pdf");
    expect(file.bytes.subarray(0, 5).toString()).to.equal("%PDF-");
    const text = await pdfText(file.bytes);
    for (const part of [
      "03-2026-ABCDEFGH",
      "Demo Metall MChJ",
      "SN-17",
      "Yaroqli",
      "https://portal.example.uz/check/",
    ])
      expect(text).to.include(part);
    // The QR code is drawn as squares: no image in the file.
    expect(file.bytes.toString("latin1")).to.not.include("/Subtype /Image");
  });

  it("draws exactly the dark modules of the check address's QR code", () => {
    const url = "https://portal.example.uz/check/03-2026-ABCDEFGH";
    const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
    const { size, dark } = qrModules(url);
    expect(size).to.equal(modules.size);
    const expected = [...modules.data].filter(Boolean).length;
    expect(dark).to.have.length(expected);
    for (const [row, column] of dark) expect(modules.get(row, column)).to.be.ok;
  });

  it("prints Russian as written", async () => {
    const file = await new PdfkitCertificateRenderer().render(
      aCertificate({ title: "Извещение о непригодности № 03-2026-ABCDEFGH", details: ["Причина: течь"] }),
    );
    const text = await pdfText(file.bytes);
    expect(text).to.include("Извещение о непригодности");
    expect(text).to.include("Причина: течь");
  });
});
