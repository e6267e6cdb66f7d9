import { expect } from "chai";
import { validateUserInfoUpdate } from "../../src/cabinet";
import { aUserInfoUpdate } from "../support/builders";
import { renderFields } from "../support/renderFields";

describe("validateUserInfoUpdate", () => {
  it("accepts complete personal data with an empty map", () => {
    expect(validateUserInfoUpdate(aUserInfoUpdate())).to.deep.equal({});
  });

  it("accepts data without a middle name, phone or email", () => {
    expect(validateUserInfoUpdate(aUserInfoUpdate({ middle_name: "", users: {} }))).to.deep.equal({});
  });

  it("asks for the first and last name", () => {
    expect(renderFields(validateUserInfoUpdate({ first_name: " ", last_name: undefined }))).to.deep.equal({
      first_name: ["Ismni kiriting"],
      last_name: ["Familiyani kiriting"],
    });
  });

  it("accepts a name of 100 characters and refuses one of 101", () => {
    expect(validateUserInfoUpdate(aUserInfoUpdate({ last_name: "a".repeat(100) }))).to.deep.equal({});
    expect(
      renderFields(validateUserInfoUpdate(aUserInfoUpdate({ middle_name: "a".repeat(101) }))),
    ).to.deep.equal({
      middle_name: ["Koʻpi bilan 100 ta belgi kiritish mumkin"],
    });
  });

  it("refuses a malformed phone and email under their dotted server keys", () => {
    expect(
      renderFields(
        validateUserInfoUpdate(aUserInfoUpdate({ users: { phone: "+99890123", email: "akmal.example.uz" } })),
      ),
    ).to.deep.equal({
      "users.phone": ["Telefon raqami +998 dan keyin 9 ta raqamdan iborat boʻlishi kerak"],
      "users.email": ["Email notoʻgʻri kiritilgan"],
    });
  });

  it("renders in Russian", () => {
    expect(renderFields(validateUserInfoUpdate(aUserInfoUpdate({ first_name: "" })), "ru")).to.deep.equal({
      first_name: ["Введите имя"],
    });
  });
});
