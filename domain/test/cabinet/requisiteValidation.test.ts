import { expect } from "chai";
import { validateRequisite } from "../../src/cabinet";
import { aRequisite } from "../support/builders";
import { renderFields } from "../support/renderFields";

describe("validateRequisite", () => {
  it("accepts a complete requisite with an empty map", () => {
    expect(validateRequisite(aRequisite())).to.deep.equal({});
  });

  it("accepts a requisite without an email", () => {
    expect(validateRequisite(aRequisite({ email: undefined }))).to.deep.equal({});
    expect(validateRequisite(aRequisite({ email: "" }))).to.deep.equal({});
  });

  it("gives every missing field its message, in the form's order", () => {
    const map = renderFields(validateRequisite({}));
    expect(Object.keys(map)).to.deep.equal([
      "company_name",
      "account_number",
      "bank_name",
      "mfo",
      "oked",
      "director_name",
    ]);
    expect(map).to.deep.equal({
      company_name: ["Tashkilot nomini kiriting"],
      account_number: ["Hisob raqamini kiriting"],
      bank_name: ["Bank nomini kiriting"],
      mfo: ["MFO ni kiriting"],
      oked: ["OKED ni kiriting"],
      director_name: ["Rahbarning F.I.O. sini kiriting"],
    });
  });

  it("refuses malformed numbers and a malformed email", () => {
    expect(
      renderFields(
        validateRequisite(aRequisite({ account_number: "123", mfo: "123456", oked: "7120", email: "info@" })),
      ),
    ).to.deep.equal({
      account_number: ["Hisob raqami 20 ta raqamdan iborat boʻlishi kerak"],
      mfo: ["MFO 5 ta raqamdan iborat boʻlishi kerak"],
      oked: ["OKED 5 ta raqamdan iborat boʻlishi kerak"],
      email: ["Email notoʻgʻri kiritilgan"],
    });
  });

  it("renders in Russian", () => {
    expect(renderFields(validateRequisite(aRequisite({ oked: "", director_name: " " })), "ru")).to.deep.equal(
      {
        oked: ["Введите ОКЭД"],
        director_name: ["Введите Ф.И.О. руководителя"],
      },
    );
  });
});
