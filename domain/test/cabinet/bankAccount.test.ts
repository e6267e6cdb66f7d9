import { expect } from "chai";
import { validateBankAccount } from "../../src/cabinet";
import { isValidFields } from "../../src/shared";
import { aCabinetAccount } from "../support/builders";
import { renderFields } from "../support/renderFields";

describe("validateBankAccount", () => {
  it("accepts a complete account with an empty map", () => {
    const map = validateBankAccount(aCabinetAccount());
    expect(map).to.deep.equal({});
    expect(isValidFields(map)).to.equal(true);
  });

  it("gives each missing field its own message", () => {
    const map = validateBankAccount({});
    expect(renderFields(map)).to.deep.equal({
      bank_name: ["Bank nomini kiriting"],
      mfo: ["MFO ni kiriting"],
      account_number: ["Hisob raqamini kiriting"],
    });
    expect(isValidFields(map)).to.equal(false);
  });

  // [mfo, valid]
  for (const [mfo, valid] of [
    ["0087", false],
    ["00873", true],
    ["008731", false],
    ["0087a", false],
  ] as const) {
    it(`${valid ? "accepts" : "refuses"} the MFO ${mfo}`, () => {
      expect(renderFields(validateBankAccount(aCabinetAccount({ mfo })))).to.deep.equal(
        valid ? {} : { mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak"] },
      );
    });
  }

  const twenty = "20208000900123456001";
  for (const [accountNumber, valid] of [
    [twenty.slice(1), false],
    [twenty, true],
    [`${twenty}1`, false],
    ["2020 8000 9001 2345 6001", false],
  ] as const) {
    it(`${valid ? "accepts" : "refuses"} the account number ${JSON.stringify(accountNumber)}`, () => {
      expect(
        renderFields(validateBankAccount(aCabinetAccount({ account_number: accountNumber }))),
      ).to.deep.equal(valid ? {} : { account_number: ["Hisob raqami 20 ta raqamdan iborat boʻlishi kerak"] });
    });
  }

  it("renders in Russian", () => {
    expect(
      renderFields(validateBankAccount({ bank_name: " ", mfo: "1", account_number: "" }), "ru"),
    ).to.deep.equal({
      bank_name: ["Введите наименование банка"],
      mfo: ["МФО должен состоять из 5 цифр"],
      account_number: ["Введите номер счёта"],
    });
  });
});
