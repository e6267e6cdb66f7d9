import { expect } from "chai";
import { maskDay, parseDay, showDay } from "../src/logic/day";

describe("a day typed as dd.mm.yyyy", () => {
  it("dots the digits as they are typed", () => {
    expect(maskDay("1")).to.equal("1");
    expect(maskDay("12")).to.equal("12");
    expect(maskDay("123")).to.equal("12.3");
    expect(maskDay("1203")).to.equal("12.03");
    expect(maskDay("12032")).to.equal("12.03.2");
    expect(maskDay("12032025")).to.equal("12.03.2025");
  });

  it("keeps a typed dot or slash where the mask puts it and drops what is past the year", () => {
    expect(maskDay("12.03.2025")).to.equal("12.03.2025");
    expect(maskDay("12/03/2025")).to.equal("12.03.2025");
    expect(maskDay("12.03.20251")).to.equal("12.03.2025");
    expect(maskDay("ab12")).to.equal("12");
  });

  it("reads a real day into the server's ISO form", () => {
    expect(parseDay("12.03.2025")).to.equal("2025-03-12");
    expect(parseDay(" 01.01.2000 ")).to.equal("2000-01-01");
    expect(parseDay("1.3.2025")).to.equal("2025-03-01");
    expect(parseDay("12032025")).to.equal("2025-03-12");
    expect(parseDay("29.02.2024")).to.equal("2024-02-29");
  });

  it("reads nothing typed as no day", () => {
    expect(parseDay("")).to.equal("");
    expect(parseDay("   ")).to.equal("");
  });

  it("refuses a day that does not exist or is not finished", () => {
    expect(parseDay("30.02.2024")).to.equal(undefined);
    expect(parseDay("29.02.2025")).to.equal(undefined);
    expect(parseDay("32.01.2025")).to.equal(undefined);
    expect(parseDay("12.13.2025")).to.equal(undefined);
    expect(parseDay("12.03.25")).to.equal(undefined);
    expect(parseDay("12.03")).to.equal(undefined);
    expect(parseDay("2025-03-12")).to.equal(undefined);
  });

  it("shows an ISO day from the server as dd.mm.yyyy, whatever the browser's locale", () => {
    expect(showDay("2025-03-12")).to.equal("12.03.2025");
    expect(showDay("")).to.equal("");
    expect(showDay(undefined)).to.equal("");
  });

  it("reads back every day it shows", () => {
    for (const iso of ["2025-03-12", "1999-12-31", "2024-02-29", "2030-01-01"])
      expect(parseDay(showDay(iso))).to.equal(iso);
  });
});
