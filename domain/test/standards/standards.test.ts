import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import {
  decode,
  isStandardExpired,
  matchesStandardSearch,
  render,
  StandardRequest,
  StandardsQuery,
  standardStateOn,
  standardStateRange,
  validateStandard,
} from "../../src";

const TODAY = "2026-12-09";

const aRequest = () => ({
  name: "Gir toshlari toʻplami F1",
  type: "F1 1 mg – 500 g",
  serial_number: "GT-2041",
  range: "1 mg – 500 g",
  accuracy: "F1",
  certificate: { number: "UzNIM-2026-0412", issuer: "UzNIM", valid_until: "2027-12-31" },
  branch_id: 1,
});

describe("standards: the state of a reference standard on a day", () => {
  it("is valid more than 30 days ahead, due from 30 days ahead to its last valid day, expired after it", () => {
    expect(standardStateOn("2027-01-09", TODAY)).to.equal("valid");
    expect(standardStateOn("2027-01-08", TODAY)).to.equal("due");
    expect(standardStateOn(TODAY, TODAY), "valid on its valid_until day").to.equal("due");
    expect(standardStateOn("2026-12-08", TODAY)).to.equal("expired");
  });

  it("may be used in a result up to and on its last valid day only", () => {
    expect(isStandardExpired(TODAY, TODAY)).to.equal(false);
    expect(isStandardExpired("2026-12-08", TODAY)).to.equal(true);
    expect(isStandardExpired("2024-02-29", "2024-03-01")).to.equal(true);
  });

  it("gives each state a range of last valid days, the three tiling the calendar", () => {
    expect(standardStateRange("expired", TODAY)).to.deep.equal({ to: "2026-12-08" });
    expect(standardStateRange("due", TODAY)).to.deep.equal({ from: TODAY, to: "2027-01-08" });
    expect(standardStateRange("valid", TODAY)).to.deep.equal({ from: "2027-01-09" });
  });
});

describe("standards: a standard's request and its rules", () => {
  it("decodes a whole request, trimming its texts", () => {
    const decoded = decode(StandardRequest, { ...aRequest(), name: "  Termometr  ", branch_id: "3" });
    expect(E.isRight(decoded) && decoded.right).to.deep.include({ name: "Termometr", branch_id: 3 });
  });

  it("refuses a request with a field missing, a date that does not exist, a text too long or an extra shape", () => {
    const { serial_number: _missing, ...noSerial } = aRequest();
    expect(E.isLeft(decode(StandardRequest, noSerial))).to.equal(true);
    const bad = { ...aRequest(), certificate: { ...aRequest().certificate, valid_until: "2027-02-30" } };
    expect(E.isLeft(decode(StandardRequest, bad))).to.equal(true);
    expect(E.isLeft(decode(StandardRequest, { ...aRequest(), name: "x".repeat(201) }))).to.equal(true);
    expect(E.isLeft(decode(StandardRequest, { ...aRequest(), name: { $gt: "" } }))).to.equal(true);
  });

  it("accepts a filled request, a past certificate included (history, shown expired)", () => {
    expect(validateStandard(aRequest())).to.deep.equal([]);
    const past = { ...aRequest(), certificate: { ...aRequest().certificate, valid_until: "2020-01-01" } };
    expect(validateStandard(past)).to.deep.equal([]);
  });

  it("names every empty field of a form, in the form's order, in Uzbek and Russian", () => {
    const messages = validateStandard({
      name: " ",
      certificate: { valid_until: "31.12.2027" },
      branch_id: 0,
    });
    expect(messages.map((m) => m.key)).to.deep.equal([
      "standardNameRequired",
      "standardTypeRequired",
      "standardSerialRequired",
      "standardRangeRequired",
      "standardAccuracyRequired",
      "standardCertificateNumberRequired",
      "standardIssuerRequired",
      "standardValidUntilInvalid",
      "standardBranchRequired",
    ]);
    expect(render(messages[0]!, "uz")).to.equal("Etalon nomini kiriting");
    expect(render(messages[0]!, "ru")).to.equal("Введите наименование эталона");
    expect(
      validateStandard({ ...aRequest(), certificate: { number: "1", issuer: "UzNIM" } }).map((m) => m.key),
    ).to.deep.equal(["standardValidUntilRequired"]);
  });

  it("reads the list's state filter and search, refusing an unknown state", () => {
    expect(decode(StandardsQuery, { state: "due", q: " termo " })).to.deep.equal(
      E.right({ state: "due", q: "termo" }),
    );
    expect(E.isLeft(decode(StandardsQuery, { state: "overdue" }))).to.equal(true);
  });
});

describe("standards: the register's search", () => {
  const standard = {
    name: "Bosim kalibratori",
    type: "Metran-517",
    serial_number: "517-0093",
    certificate: { number: "UzNIM-2026-1187" },
  };

  it("finds words of the name or type whatever the case, and numbers whatever the dashes and spaces", () => {
    expect(matchesStandardSearch(standard, undefined)).to.equal(true);
    expect(matchesStandardSearch(standard, "  ")).to.equal(true);
    expect(matchesStandardSearch(standard, "KALIBR")).to.equal(true);
    expect(matchesStandardSearch(standard, "metran")).to.equal(true);
    expect(matchesStandardSearch(standard, "517 00")).to.equal(true);
    expect(matchesStandardSearch(standard, "uznim2026")).to.equal(true);
    expect(matchesStandardSearch(standard, "termometr")).to.equal(false);
  });
});
