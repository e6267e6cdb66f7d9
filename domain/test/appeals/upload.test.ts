import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import {
  receivedUpload,
  SHOWN_NAME_LENGTH,
  shownFileName,
  type UploadCandidate,
  validateUpload,
} from "../../src/appeals";
import { aPdf } from "../support/builders";

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

  it("shows a limit under 0.1 MB to its first decimal that is not zero, never as 0 MB", () => {
    expect(uz(aPdf({ size: 70_000 }), 64 * 1024)).to.deep.equal([
      "Xatolik! Fayl hajmi 0.06 MB dan oshmasligi kerak yoki fayl buzilgan",
    ]);
  });

  it("rounds a fractional MB limit down, so it never overstates it", () => {
    expect(uz(aPdf({ size: 5_000_001 }), 5_000_000)).to.deep.equal([
      "Xatolik! Fayl hajmi 4.7 MB dan oshmasligi kerak yoki fayl buzilgan",
    ]);
  });

  describe("the end of a PDF", () => {
    const tail = (text: string) => bytes(text);
    const damaged = "Xatolik! Fayl hajmi 10 MB dan oshmasligi kerak yoki fayl buzilgan";

    it("accepts a PDF whose last bytes hold %%EOF, with or without trailing whitespace", () => {
      expect(uz(aPdf({ lastBytes: tail("trailer << >>\n%%EOF") }))).to.deep.equal([]);
      expect(uz(aPdf({ lastBytes: tail("%%EOF\r\n\n  ") }))).to.deep.equal([]);
    });

    it("accepts %%EOF anywhere in the last 1024 bytes, as PDF readers do", () => {
      const lastBytes = new Uint8Array(2000).fill(0x20);
      lastBytes.set(bytes("%%EOF"), 2000 - 1024);
      expect(uz(aPdf({ lastBytes }))).to.deep.equal([]);
    });

    it("refuses a PDF header followed by garbage, or a PDF cut short, as a damaged file", () => {
      expect(uz(aPdf({ lastBytes: tail("%PDF-1.4\nrandom garbage") }))).to.deep.equal([damaged]);
      expect(uz(aPdf({ lastBytes: tail("1 0 obj << /Type /Catalog >> endobj\nxref\n0 1") }))).to.deep.equal([
        damaged,
      ]);
    });

    it("refuses %%EOF that lies further than 1024 bytes from the end", () => {
      const lastBytes = new Uint8Array(2000).fill(0x20);
      lastBytes.set(bytes("%%EOF"), 2000 - 1030);
      expect(uz(aPdf({ lastBytes }))).to.deep.equal([damaged]);
    });

    it("does not check the end when it was not read (a browser checking a chosen file)", () => {
      expect(uz(aPdf({ lastBytes: undefined }))).to.deep.equal([]);
    });

    it("names a damaged file once, even when it is also too large", () => {
      expect(uz(aPdf({ size: 10 * MB + 1, lastBytes: tail("garbage") }))).to.deep.equal([damaged]);
    });

    it("says only not-PDF for a file that is not a PDF at all", () => {
      expect(uz(aPdf({ firstBytes: bytes("GIF89a"), lastBytes: tail("garbage") }))).to.deep.equal([
        "Faqat PDF formatdagi fayl yuklash mumkin",
      ]);
    });
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

describe("shownFileName", () => {
  it("keeps a name as it was sent, Cyrillic, Uzbek and emoji included", () => {
    for (const name of ["akt.pdf", "Ариза № 5.pdf", "O‘zbekiston ma'lumot.pdf", "😀 scan.pdf"])
      expect(shownFileName(name)).to.equal(name);
  });

  it("drops a NUL and turns a lone surrogate into U+FFFD", () => {
    expect(shownFileName("akt\u0000.pdf\u0000")).to.equal("akt.pdf");
    expect(shownFileName("akt-\ud800.pdf")).to.equal("akt-\ufffd.pdf");
  });

  it("cuts a long name at a whole character, never half an emoji", () => {
    expect(shownFileName("a".repeat(300))).to.equal("a".repeat(SHOWN_NAME_LENGTH));
    const cut = shownFileName(`${"a".repeat(SHOWN_NAME_LENGTH - 1)}😀😀`);
    expect(cut).to.equal("a".repeat(SHOWN_NAME_LENGTH - 1));
  });
});

describe("receivedUpload", () => {
  it("judges a whole file by its own first and last bytes and its length", () => {
    const whole = bytes("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
    expect(receivedUpload("akt.pdf", whole)).to.include({ name: "akt.pdf", size: whole.length });
    expect(uz(receivedUpload("akt.pdf", whole))).to.deep.equal([]);
    expect(uz(receivedUpload("akt.pdf", whole.subarray(0, 20)))).to.have.length(1);
    expect(uz(receivedUpload("akt.pdf", bytes("\x89PNG\r\n%%EOF")))).to.have.length(1);
  });
});
