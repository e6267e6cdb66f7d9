import type { ContractDocument, ContractDocumentRow } from "@portal/application";
import { pdfText } from "@portal/testkit";
import { expect } from "chai";
import { PdfkitContractDocumentRenderer } from "../src/PdfkitContractDocumentRenderer";

const row = (n: number, overrides: Partial<ContractDocumentRow> = {}): ContractDocumentRow => ({
  number: String(n),
  name: "Manometr (umumiy sertifikat)",
  amount: "3",
  unitPrice: "988 036,00 soʻm",
  discount: "0,00 soʻm",
  vat: "0,00 soʻm",
  total: "1 284 446,80 soʻm",
  ...overrides,
});

/** A contract as the application hands it over: every text in its language, every sum formatted. */
function aDocument(overrides: Partial<ContractDocument> = {}): ContractDocument {
  return {
    title: "Shartnoma № SH-17",
    subtitles: ["Sana: 21.11.2026", "Ariza № 57"],
    parties: [
      { heading: "Ijrochi", lines: ["Metrologiya markazi", "Manzil: Toshkent sh., Farobiy koʻchasi 333A"] },
      { heading: "Buyurtmachi", lines: ["Demo Metall MChJ", "Bank: “O‘zmilliybank” AJ", "STIR: 301234567"] },
    ],
    columns: {
      number: "№",
      name: "Nomi",
      amount: "Soni",
      unitPrice: "Narxi",
      discount: "Chegirma",
      vat: "QQS",
      total: "Jami",
    },
    rows: [row(1)],
    totals: ["Chegirma: 0,00 soʻm", "Shu jumladan QQS: 0,00 soʻm", "Jami toʻlov: 1 284 446,80 soʻm"],
    ...overrides,
  };
}

describe("the pdfkit contract document renderer", () => {
  const renderer = new PdfkitContractDocumentRenderer();

  it("renders a PDF", async () => {
    const { bytes, contentType } = await renderer.render(aDocument());
    expect(contentType).to.equal("application/pdf");
    expect(bytes.subarray(0, 5).toString()).to.equal("%PDF-");
    expect(bytes.subarray(-6).toString()).to.match(/%%EOF\s*$/);
  });

  it("writes the title, the parties, one line per row and the totals, sums whole on one line", async () => {
    const lines = pdfText((await renderer.render(aDocument())).bytes).split("\n");
    expect(lines.slice(0, 3)).to.deep.equal(["Shartnoma № SH-17", "Sana: 21.11.2026", "Ariza № 57"]);
    expect(lines).to.include.members([
      "Ijrochi",
      "Buyurtmachi",
      "STIR: 301234567",
      "Nomi",
      "988 036,00 soʻm",
      "1 284 446,80 soʻm",
      "Jami toʻlov: 1 284 446,80 soʻm",
    ]);
  });

  it("prints Uzbek Latin (oʻ, ‘ ’) and Cyrillic as written, with an embedded font", async () => {
    const document = aDocument({
      title: "Договор № SH-17",
      parties: [{ heading: "Исполнитель", lines: ["Manzil: Farobiy koʻchasi", "“O‘zmilliybank” AJ"] }],
      rows: [row(1, { name: "Манометр — gʻildirak" })],
    });
    const { bytes } = await renderer.render(document);
    const text = pdfText(bytes);
    for (const written of [
      "Договор № SH-17",
      "Исполнитель",
      "Manzil: Farobiy koʻchasi",
      "“O‘zmilliybank” AJ",
    ]) {
      expect(text).to.include(written);
    }
    expect(text).to.include("Манометр — gʻildirak");
    expect(bytes.toString("latin1")).to.match(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
  });

  it("runs a long table onto further pages with the header on top of each", async () => {
    const rows = Array.from({ length: 70 }, (_, i) => row(i + 1));
    const { bytes } = await renderer.render(aDocument({ rows }));
    const lines = pdfText(bytes).split("\n");
    const pages = (bytes.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).to.be.greaterThan(1);
    expect(lines.filter((line) => line === "Nomi")).to.have.length(pages);
    expect(lines.filter((line) => line === "1 284 446,80 soʻm")).to.have.length(70);
    expect(lines.at(-1)).to.equal("Jami toʻlov: 1 284 446,80 soʻm");
  });
});
