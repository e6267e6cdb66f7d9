import { expect } from "chai";
import * as E from "fp-ts/lib/Either";
import { CompanyLookupRequest, shouldLookUpCompany, validateCompanyTaxId } from "../../src/cabinet";
import { decode } from "../../src/shared/decode";
import { renderAll } from "../../src/shared/messages";

describe("validateCompanyTaxId and shouldLookUpCompany", () => {
  // [tax id, valid]
  const table: ReadonlyArray<readonly [string, boolean]> = [
    ["", false],
    ["12345678", false],
    ["123456789", true],
    [" 123456789 ", true],
    ["1234567890", false],
    ["12345678a", false],
    ["1234 5678", false],
    ["١٢٣٤٥٦٧٨٩", false],
  ];
  for (const [tin, valid] of table) {
    it(`${valid ? "accepts and looks up" : "refuses without a lookup"} the tax id ${JSON.stringify(tin)}`, () => {
      expect(renderAll(validateCompanyTaxId(tin), "uz")).to.deep.equal(
        valid ? [] : ["INN raqamlar soni 9 ta bo'lishi kerak"],
      );
      expect(shouldLookUpCompany(tin)).to.equal(valid);
    });
  }

  it("renders the message in Russian", () => {
    expect(renderAll(validateCompanyTaxId("1"), "ru")).to.deep.equal(["ИНН должен состоять из 9 цифр"]);
  });
});

describe("the company lookup's request", () => {
  const decoded = (body: unknown) => decode(CompanyLookupRequest, body);

  it("reads the tax id as text, also when a client sends it as a number", () => {
    expect(decoded({ tin: " 301234567 " })).to.deep.equal(E.right({ tin: "301234567" }));
    expect(decoded({ tin: 301234567 })).to.deep.equal(E.right({ tin: "301234567" }));
  });

  it("leaves a wrong number of digits to the rule, with its own message", () => {
    expect(decoded({ tin: "30123456" })).to.deep.equal(E.right({ tin: "30123456" }));
  });

  it("refuses a body without a tax id, or with one that is no text nor a whole number", () => {
    for (const body of [{}, { tin: { $ne: null } }, { tin: 3.5 }, { tin: ["301234567"] }])
      expect(E.isLeft(decoded(body)), JSON.stringify(body)).to.equal(true);
  });
});
