import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { validateContractNumber } from "../../src/contracts";

describe("validateContractNumber", () => {
  for (const missing of [undefined, null, "", "   "]) {
    it(`asks for the contract number when it is ${JSON.stringify(missing)}`, () => {
      expect(renderAll(validateContractNumber(missing), "uz")).to.deep.equal([
        "Shartnoma raqamini kiriting!",
      ]);
    });
  }

  it("accepts any given contract number", () => {
    expect(validateContractNumber("2024/15-R")).to.deep.equal([]);
  });
});
