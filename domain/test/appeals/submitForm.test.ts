import { expect } from "chai";
import { renderAll } from "../../src/shared/messages";
import { validateSubmitForm } from "../../src/appeals";
import { aSubmitForm } from "../support/builders";

describe("validateSubmitForm", () => {
  it("accepts a complete form", () => {
    expect(validateSubmitForm(aSubmitForm())).to.deep.equal([]);
  });

  it("names every missing field as '{field} is required', in the spec's order", () => {
    expect(renderAll(validateSubmitForm({}), "uz")).to.deep.equal([
      "region is required",
      "province is required",
      "address is required",
      "type is required",
      "section is required",
      "device is required",
      "amount is required",
    ]);
  });

  it("counts a blank address as missing", () => {
    expect(renderAll(validateSubmitForm(aSubmitForm({ address: "  " })), "uz")).to.deep.equal([
      "address is required",
    ]);
  });

  for (const amount of [0, -3, 1.5]) {
    it(`counts an amount of ${amount} as missing, as the form empties it`, () => {
      expect(renderAll(validateSubmitForm(aSubmitForm({ amount })), "uz")).to.deep.equal([
        "amount is required",
      ]);
    });
  }

  it("renders in Russian with the field's name", () => {
    expect(renderAll(validateSubmitForm(aSubmitForm({ device: undefined })), "ru")).to.deep.equal([
      "device: обязательное поле",
    ]);
  });
});
