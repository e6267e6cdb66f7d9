import { expect } from "chai";
import { renderAll } from "../../src/messages";
import { type UploadCandidate, validateUpload } from "../../src/validation";
import { aPdf } from "./builders";

const MB = 1024 * 1024;
const bytes = (text: string) => new TextEncoder().encode(text);
const uz = (file: UploadCandidate | undefined, maxBytes = 10 * MB) =>
  renderAll(validateUpload(file, maxBytes), "uz");

describe("validateUpload", () => {
  it("accepts a PDF within the size limit", () => {
    expect(validateUpload(aPdf(), 10 * MB)).to.deep.equal([]);
  });

  it("accepts a PDF of exactly the limit", () => {
    expect(uz(aPdf({ size: 10 * MB }))).to.deep.equal([]);
  });

  it("asks for a file when none is chosen or it is empty", () => {
    expect(uz(undefined)).to.deep.equal(["Faylni tanlang"]);
    expect(uz(aPdf({ size: 0 }))).to.deep.equal(["Faylni tanlang"]);
  });

  it("decides by content: a PDF named .jpg passes", () => {
    expect(uz(aPdf({ name: "scan.jpg" }))).to.deep.equal([]);
  });

  for (const [what, firstBytes] of [
    ["a PNG named .pdf", bytes("\x89PNG\r\n")],
    ["a text file", bytes("hello world")],
    ["a lower-case header", bytes("%pdf-1.4")],
    ["a header not at the start", bytes(" %PDF-1.4")],
    ["fewer than five bytes", bytes("%PDF")],
    ["unread bytes", undefined],
  ] as const) {
    it(`refuses ${what} as not PDF`, () => {
      expect(uz(aPdf({ name: "hujjat.pdf", firstBytes }))).to.deep.equal([
        "Faqat PDF formatdagi fayl yuklash mumkin",
      ]);
    });
  }

  it("refuses a file one byte over the limit, naming the limit in MB", () => {
    expect(uz(aPdf({ size: 10 * MB + 1 }))).to.deep.equal([
      "Xatolik! Fayl hajmi 10 MB dan oshmasligi kerak yoki fayl buzilgan",
    ]);
  });

  it("rounds a fractional MB limit down, so it never overstates it", () => {
    expect(uz(aPdf({ size: 5_000_001 }), 5_000_000)).to.deep.equal([
      "Xatolik! Fayl hajmi 4.7 MB dan oshmasligi kerak yoki fayl buzilgan",
    ]);
  });

  it("lists not-PDF before too-large", () => {
    expect(
      renderAll(validateUpload(aPdf({ size: 2 * MB, firstBytes: bytes("GIF89a") }), MB), "ru"),
    ).to.deep.equal([
      "Можно загрузить только файл в формате PDF",
      "Ошибка! Размер файла не должен превышать 1 МБ, или файл повреждён",
    ]);
  });
});
