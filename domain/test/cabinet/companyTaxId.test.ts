import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { shouldLookUpCompany, validateCompanyTaxId } from "../../src/cabinet";

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
