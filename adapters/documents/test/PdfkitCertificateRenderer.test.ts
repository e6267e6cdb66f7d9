import type { CertificateDocument, CertificateTable } from "@portal/application";
import { pdfPages, pdfText } from "@portal/testkit";
import { expect } from "chai";
import QRCode from "qrcode";
import { PdfkitCertificateRenderer, qrModules } from "../src/PdfkitCertificateRenderer";

const URL = "https://portal.example.uz/check/03-2026-ABCDEFGH";

/** Calibration points as the view prints them: decimal commas, U with its k. */
const points = (count: number): CertificateTable => ({
  columns: ["№", "Nominal, MPa", "Dastlabki koʻrsatish, MPa", "Xatolik, MPa", "U, MPa (k)", "Muvofiqlik"],
  numeric: [true, true, true, true, true, false],
  rows: Array.from({ length: count }, (_, i) => [
    String(i + 1),
    `${i},000`,
    `${i},012`,
    "+0,012",
    "0,008 (2)",
    i === 4 ? "mos emas" : "mos",
  ]),
});

/** A calibration certificate with every part, in Uzbek. */
const aCertificate = (overrides: Partial<CertificateDocument> = {}): CertificateDocument => ({
  lab: ["Metrologiya markazi", "Manzil: Toshkent sh., Farobiy koʻchasi 333A", "STIR: 200000001"],
  title: "Kalibrlash sertifikati",
  number: "№ 03-2026-ABCDEFGH",
  subtitles: [
    "Berilgan sana: 21.11.2026",
    "Ariza № 57",
    "№ 03-2026-AAAAAAAA sertifikat oʻrniga berildi (tuzatish)",
  ],
  parties: [
    { heading: "Ijrochi", lines: ["Metrologiya markazi"] },
    { heading: "Buyurtmachi", lines: ["Demo Metall MChJ", "STIR: 301234567"] },
  ],
  details: [],
  sections: [
    {
      heading: "Oʻlchash vositasi",
      fields: [
        ["Nomi", "Manometr MP-100"],
        ["Zavod raqami", "SN-17"],
        ["Qabul qilingandagi holati", "Shikastlanmagan"],
      ],
    },
    {
      heading: "Foydalanilgan etalonlar va metrologik kuzatiluvchanlik",
      table: {
        caption: "Etalonlar",
        columns: ["Nomi", "Turi", "Zavod raqami", "Aniqlik", "Sertifikat"],
        rows: [["Bosim kalibratori", "DPI 620", "E-001", "0,02 %", "№ K-12, UzNIM, 01.06.2027"]],
      },
      paragraphs: ["Oʻlchash natijalari SI birliklarining davlat etalonlariga kuzatiluvchandir."],
    },
    { heading: "Oʻlchash natijalari", table: points(5), paragraphs: ["U — kengaytirilgan noaniqlik."] },
  ],
  statements: ["Natijalar faqat kalibrlangan oʻlchash vositasiga tegishli."],
  signature: {
    heading: "Tasdiqladi",
    lines: ["Aliyev Vali", "Laboratoriya boshligʻi", "Elektron imzo bilan imzolangan: 21.11.2026 10:15"],
  },
  footer: "Sertifikat № 03-2026-ABCDEFGH · {page}-bet, jami {pages} bet",
  endMark: "— Sertifikat oxiri —",
  issuedAt: new Date("2026-11-21T05:15:00Z"),
  check: { url: URL, caption: `Sertifikatni tekshirish: ${URL}` },
  ...overrides,
});

const render = (document: CertificateDocument) => new PdfkitCertificateRenderer().render(document);

describe("PdfkitCertificateRenderer", () => {
  it("prints every part of the certificate: lab, title, number, parties, sections, statements, signature, check, end", async () => {
    const file = await render(aCertificate({ details: ["Qoʻshimcha qator"] }));
    expect(file.contentType).to.equal("application/pdf");
    expect(file.bytes.subarray(0, 5).toString()).to.equal("%PDF-");
    const text = pdfText(file.bytes);
    for (const part of [
      "Metrologiya markazi",
      "Manzil: Toshkent sh., Farobiy koʻchasi 333A",
      "Kalibrlash sertifikati",
      "№ 03-2026-ABCDEFGH",
      "№ 03-2026-AAAAAAAA sertifikat oʻrniga berildi (tuzatish)",
      "Buyurtmachi",
      "Demo Metall MChJ",
      "Qoʻshimcha qator",
      "Oʻlchash vositasi",
      "Qabul qilingandagi holati",
      "Shikastlanmagan",
      "Etalonlar",
      "№ K-12, UzNIM, 01.06.2027",
      "kuzatiluvchandir",
      "Dastlabki koʻrsatish, MPa",
      "0,008 (2)",
      "mos emas",
      "U — kengaytirilgan noaniqlik.",
      "Natijalar faqat kalibrlangan oʻlchash vositasiga tegishli.",
      "Tasdiqladi",
      "Laboratoriya boshligʻi",
      `Sertifikatni tekshirish: ${URL}`,
      "— Sertifikat oxiri —",
      "Sertifikat № 03-2026-ABCDEFGH · 1-bet, jami 1 bet",
    ])
      expect(text).to.include(part);
    // The QR code is drawn as squares: no image in the file.
    expect(file.bytes.toString("latin1")).to.not.include("/Subtype /Image");
  });

  it("flows a table of 80 points over several pages: the header on each, 'page n of N' on each, the end mark on the last only", async () => {
    const file = await render(
      aCertificate({ sections: [{ heading: "Oʻlchash natijalari", table: points(80) }] }),
    );
    const pages = pdfPages(file.bytes);
    expect(pages.length).to.be.greaterThan(1);
    const rowsOf = (page: string) => page.split("\n").filter((line) => /^\d+,012$/.test(line));
    pages.forEach((page, i) => {
      expect(page, `page ${i + 1}`).to.include(`${i + 1}-bet, jami ${pages.length} bet`);
      if (rowsOf(page).length > 0) expect(page, `page ${i + 1}`).to.include("Dastlabki koʻrsatish, MPa");
      expect(page.includes("— Sertifikat oxiri —"), `end mark on page ${i + 1}`).to.equal(
        i === pages.length - 1,
      );
    });
    expect(pages.filter((page) => rowsOf(page).length > 0).length).to.be.greaterThan(1);
    // Every point printed once, in order.
    expect(pages.flatMap(rowsOf)).to.deep.equal(Array.from({ length: 80 }, (_, i) => `${i},012`));
  });

  it("never leaves a section's heading alone at the foot of a page", async function () {
    // Seventeen documents: a busy machine takes longer than mocha's usual 10 s to render them.
    this.timeout(120_000);
    // Whatever the length before it, the second heading shares its page with its first field.
    for (let count = 34; count <= 50; count++) {
      const fields = Array.from({ length: count }, (_, i) => [`Belgi ${i + 1}`, `Qiymat ${i + 1}`] as const);
      const file = await render(
        aCertificate({
          sections: [
            { heading: "Birinchi boʻlim", fields },
            { heading: "Ikkinchi boʻlim", fields: [["Nomi", "Manometr"]] },
          ],
        }),
      );
      const withHeading = pdfPages(file.bytes).find((page) => page.includes("Ikkinchi boʻlim")) ?? "";
      expect(withHeading, `after ${count} fields`).to.include("Manometr");
    }
  });

  it("prints Russian as written", async () => {
    const file = await render(
      aCertificate({
        title: "Извещение о непригодности",
        sections: [
          {
            heading: "Результат",
            fields: [["Причина", "течь"]],
            paragraphs: ["Средство измерений непригодно."],
          },
        ],
        footer: "Сертификат № 03-2026-ABCDEFGH · стр. {page} из {pages}",
        endMark: "— Конец сертификата —",
      }),
    );
    const text = pdfText(file.bytes);
    for (const part of [
      "Извещение о непригодности",
      "Причина",
      "течь",
      "Средство измерений непригодно.",
      "стр. 1 из 1",
      "— Конец сертификата —",
    ])
      expect(text).to.include(part);
  });

  it("renders the same certificate to the same bytes, and another issue date to other bytes", async () => {
    const [once, again] = await Promise.all([render(aCertificate()), render(aCertificate())]);
    expect(once.bytes.equals(again.bytes)).to.equal(true);
    const later = await render(aCertificate({ issuedAt: new Date("2026-11-22T05:15:00Z") }));
    expect(later.bytes.equals(once.bytes)).to.equal(false);
  });

  it("draws exactly the dark modules of the check address's QR code", () => {
    const { modules } = QRCode.create(URL, { errorCorrectionLevel: "M" });
    const { size, dark } = qrModules(URL);
    expect(size).to.equal(modules.size);
    const expected = [...modules.data].filter(Boolean).length;
    expect(dark).to.have.length(expected);
    for (const [row, column] of dark) expect(modules.get(row, column)).to.be.ok;
  });
});
