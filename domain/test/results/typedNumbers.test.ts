import { expect } from "chai";
import { normaliseCertificateNumber } from "../../src/results";
import { serialKey } from "../../src/shared/serialKey";

describe("results: a certificate number as a visitor types it", () => {
  it("is found whatever the letter case, the spaces and the dashes", () => {
    for (const typed of [
      "03-2026-ABCDEFGH",
      "03-2026-abcdefgh",
      " 03 - 2026 - AbCd EfGh ",
      "03 2026 ABCDEFGH",
      "032026ABCDEFGH",
      "03–2026—ABCD-EFGH",
      "03\u22122026\u2212ABCDEFGH",
      "03-2026-АВСDЕFGН",
    ]) {
      expect(normaliseCertificateNumber(typed), typed).to.equal("03-2026-ABCDEFGH");
    }
  });

  it("finds its parts again without dashes, however long the branch", () => {
    expect(normaliseCertificateNumber("1234562026zzzzzzzz")).to.equal("123456-2026-ZZZZZZZZ");
    expect(normaliseCertificateNumber("12 2026 0000 0001")).to.equal("12-2026-00000001");
  });

  it("reads the look-alike letters as Crockford does, and refuses what cannot be a number", () => {
    expect(normaliseCertificateNumber("03-2026-o1il0000")).to.equal("03-2026-01110000");
    expect(normaliseCertificateNumber("03-2026-ABCDEFGU")).to.equal(undefined);
    expect(normaliseCertificateNumber("03-2026-ABCDEFG")).to.equal(undefined);
    expect(normaliseCertificateNumber("3-2026-ABCDEFGH")).to.equal(undefined);
    expect(normaliseCertificateNumber("P-SER-1")).to.equal(undefined);
    expect(normaliseCertificateNumber("")).to.equal(undefined);
  });
});

describe("results: a serial number as the public check compares it", () => {
  it("is the same key whatever the letter case, the spaces and the dashes", () => {
    const key = serialKey("P-SER-1");
    expect(key).to.equal("PSER1");
    for (const typed of ["p-ser-1", " P SER 1 ", "pser1", "P–SER—1", "p - ser - 1", "Р-SЕR-1"]) {
      expect(serialKey(typed), typed).to.equal(key);
    }
  });

  it("keeps every letter and digit apart: O is not 0, and other signs still count", () => {
    expect(serialKey("SN-O1")).to.not.equal(serialKey("SN-01"));
    expect(serialKey("A/17")).to.equal("A/17");
    expect(serialKey("A17")).to.not.equal(serialKey("A18"));
    expect(serialKey("   ")).to.equal("");
  });
});
